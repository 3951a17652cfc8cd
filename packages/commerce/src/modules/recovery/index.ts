/** The recovery module's face: e-mailed links (password reset, passwordless sign-in), their limits and upkeep. */
export {
  EMAIL_LINK_LIMITS,
  EMAIL_LINK_TTL_MS,
  InvalidEmailTokenError,
  isEmailLinkValid,
  issueEmailLink,
  pruneEmailTokens,
  retireEmailLinks,
  useResetLink,
  useSignInLink,
} from './service.js';
export { acceptedCallback, linkFor } from './links.js';
export type { EmailTokenPurpose } from './schema.js';
export {
  EmailLinkAccepted,
  PasswordlessAuthorizeRequest,
  PasswordlessLoginRequest,
  PasswordlessLoginResult,
  PasswordResetRequest,
  PasswordResetTokenRequest,
  type EmailLinkCheckRequest,
  type EmailLinkStatusDto,
  type PasswordlessLoginResultDto,
} from './contract.js';
