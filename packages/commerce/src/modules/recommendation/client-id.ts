import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/types.js';
import { UnknownClientError } from './errors.js';

export const CLIENT_ID_HEADER = 'x-cq-client-id';
export const DEFAULT_RECS_CLIENT_ID = 'ridgeline-storefront';

/** The client id callers must send: RECS_CLIENT_ID, read per call so a restart is not needed to rotate it. */
export function configuredClientId(env: NodeJS.ProcessEnv = process.env): string {
  return env.RECS_CLIENT_ID?.trim() || DEFAULT_RECS_CLIENT_ID;
}

/** Compared through fixed-length digests so the time taken says nothing about how much matched. */
export function clientIdMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Every recommendation call carries the client id (spec 2 §7); anything else is a 401. */
export const requireClientId = createMiddleware<AppEnv>(async (c, next) => {
  if (!clientIdMatches(c.req.header(CLIENT_ID_HEADER), configuredClientId())) throw new UnknownClientError();
  await next();
});
