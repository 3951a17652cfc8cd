import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { pruneRateLimits } from '../modules/rate-limit/index.js';
import { pruneEmailTokens } from '../modules/recovery/index.js';
import { pruneSessions } from '../modules/session/index.js';
import { pruneSocialRequests } from '../modules/social/index.js';
import { prunePreviewLinks, pruneStaffSessions } from '../modules/staff/index.js';

export type Housekeeping = { runNow(): Promise<void>; stop(): Promise<void> };

/**
 * Removes what has outlived its use, every hour: sessions expired for a week (their open bags go
 * with them), rate-limit counters whose window ended a day ago, social sign-ins never finished,
 * e-mailed links that ended a day ago, staff sessions that ended a week ago and preview links that
 * ended 30 days ago. Rounds never overlap; a failed round is logged and the
 * next one tries again.
 */
export function startHousekeeping(options: {
  db: Database;
  logger: Logger;
  intervalMs?: number;
  /** Wait this long before the first round, so a starting server answers its first pages first. */
  firstRunDelayMs?: number;
}): Housekeeping {
  const { db, logger } = options;
  let current: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      const sessions = await pruneSessions(db);
      const counters = await pruneRateLimits(db);
      const socialRequests = await pruneSocialRequests(db);
      const emailLinks = await pruneEmailTokens(db);
      const staffSessions = await pruneStaffSessions(db);
      const previewLinks = await prunePreviewLinks(db);
      if (sessions + counters + socialRequests + emailLinks + staffSessions + previewLinks > 0) {
        logger.info({
          msg: 'housekeeping round',
          sessions,
          counters,
          socialRequests,
          emailLinks,
          staffSessions,
          previewLinks,
        });
      }
    } catch (err) {
      logger.error({ msg: 'housekeeping round failed', err: String(err) });
    }
  };
  const runNow = () => (current = current.then(round));
  const first = setTimeout(() => void runNow(), options.firstRunDelayMs ?? 60_000);
  const every = setInterval(() => void runNow(), options.intervalMs ?? 60 * 60_000);
  first.unref?.();
  every.unref?.();
  return {
    runNow,
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await current;
    },
  };
}
