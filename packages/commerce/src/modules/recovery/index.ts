/** The recovery module's face: e-mailed links (password reset, passwordless sign-in) and their upkeep. */
export { pruneEmailTokens, useSignInLink } from './service.js';
export {
  PasswordlessLoginRequest,
  PasswordlessLoginResult,
  type EmailLinkCheckRequest,
  type EmailLinkStatusDto,
  type PasswordlessAuthorizeRequest,
  type PasswordlessLoginResultDto,
  type PasswordResetRequest,
  type PasswordResetTokenRequest,
} from './contract.js';
