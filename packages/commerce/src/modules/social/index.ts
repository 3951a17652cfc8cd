/** The social module's face: Apple and Google sign-in (OpenID Connect), up to the customer it signs in. */
export {
  customerIdLinkedTo,
  identityNames,
  linkIdentity,
  linkRegisteringIdentity,
  pruneSocialRequests,
  recordIdentitySignIn,
  SocialLoginFailedError,
  verifiedEmailOf,
  verifySocialCallback,
  type SocialCallback,
  type SocialDeps,
  type VerifiedIdentity,
} from './service.js';
export { socialConfigFromEnv, socialIssuerOrigins, type SocialConfig } from './config.js';
export {
  SocialAuthResult,
  SocialCallbackRequest,
  type SocialAuthorizationDto,
  type SocialAuthorizeRequest,
  type SocialAuthResultDto,
} from './contract.js';
