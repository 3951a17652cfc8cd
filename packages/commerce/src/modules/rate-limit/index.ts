/** The rate-limit module's face: counting attempts against limits, and the counter store's start. */
export {
  assertWithinLimits,
  clearLimits,
  consumeLimits,
  countAgainstLimits,
  pruneRateLimits,
  type Limit,
} from './limiter.js';
export { LIMITS, loginLimits, staffLoginLimits } from './policies.js';
export { redisState, startRateLimitsFromEnv } from './start.js';
