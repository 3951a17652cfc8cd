import { data, isRouteErrorResponse } from 'react-router';

/** When a page answered 503 asks the browser (and crawlers) to come back, unless the engine said. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/**
 * What a loader or action throws when the shop is briefly unavailable (its database restarting):
 * React Router answers the page 503 and the root boundary shows "back in a moment", not the error
 * page. Thrown for it by the commerce client (server/engine-unavailable.ts), not by routes.
 */
export function unavailablePage(retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS) {
  return data({ retryAfterSeconds }, { status: 503, statusText: 'Service Unavailable' });
}

/** Whether a route error is the shop being briefly unavailable. */
export function isUnavailable(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503;
}

/** A 503 page or data answer says when to try again (the engine's wait when a route error carries it). */
export function addRetryAfter(status: number, headers: Headers, errors?: Record<string, unknown> | null): void {
  if (status !== 503 || headers.has('Retry-After')) return;
  const said = Object.values(errors ?? {})
    .map((error) => (isUnavailable(error) ? (error as { data?: { retryAfterSeconds?: unknown } }).data : undefined))
    .map((body) => body?.retryAfterSeconds)
    .find((seconds): seconds is number => typeof seconds === 'number' && seconds > 0);
  headers.set('Retry-After', String(said ?? DEFAULT_RETRY_AFTER_SECONDS));
}
