/** The session module's face: what other modules, flows and the app may use of shopper sessions. */
export {
  pruneSessions,
  revokeCustomerSessions,
  revokeSession,
  signInSession,
  type SessionTokens,
  type Shopper,
} from './service.js';
export {
  bearerSecurity,
  optionalShopperOf,
  SessionTokensFields,
  shopperOf,
  tokensView,
  unauthorized,
} from './bearer.js';
export { hashSessionToken, isWellFormedToken, newSessionToken } from './tokens.js';
export { shopperSessionKey } from './schema.js';
export type { CurrentSessionDto, GuestSessionDto } from './http.js';
