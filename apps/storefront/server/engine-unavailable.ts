import type { FetchLike } from '@ridgeline/sdk';
import { unavailablePage } from '../app/lib/http/unavailable.js';

/** A fetch that could not reach a remote engine at all (refused, reset, no route): Node's "fetch failed". */
const unreachable = (error: unknown) => error instanceof TypeError && error.message === 'fetch failed';

/**
 * The commerce client's fetch, with the engine's "briefly unavailable" (503, code `unavailable`:
 * its database is restarting) and an engine that cannot be reached turned into the page's own 503
 * (`unavailablePage`), whichever loader or action made the call. Every other answer reaches the
 * SDK unchanged, so its errors keep their codes (a declined card, a provider not configured…).
 */
export function unavailableAsPage(send: FetchLike): FetchLike {
  return async (request) => {
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      if (unreachable(error)) throw unavailablePage();
      throw error;
    }
    if (response.status !== 503) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => undefined)) as { error?: { code?: string } } | undefined;
    if (body?.error?.code !== 'unavailable') return response;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw unavailablePage(Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  };
}
