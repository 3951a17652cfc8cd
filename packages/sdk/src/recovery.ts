import type {
  EmailLinkCheckRequest,
  EmailLinkStatus,
  PasswordlessAuthorizeRequest,
  PasswordlessLoginRequest,
  PasswordlessLoginResult,
  PasswordResetRequest,
  PasswordResetTokenRequest,
} from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/**
 * Password reset and passwordless sign-in by e-mailed links (spec 1 §7, decision 021). Asking for
 * a link answers `{ success: true }` whether or not the address has an account. Refusals are
 * CommerceApiErrors: 400 invalid_token ("Invalid token, please try again.") or invalid_form
 * (password rules), 422 feature_unavailable (callback not on the shop's origin), 429 rate_limited.
 */
export function recoveryCalls({ write }: Pick<Transport, 'write'>) {
  return {
    /** E-mails a reset link to the landing page `callbackUri` when the address has an account. */
    requestPasswordReset: (request: PasswordResetTokenRequest) =>
      write<{ success: true }>('POST', '/shopper/auth/password-reset/token', request),
    /** Sets the new password with the link's token; every session of the customer is signed out. */
    resetPassword: (request: PasswordResetRequest) => write<void>('POST', '/shopper/auth/password-reset', request),
    /** E-mails a sign-in link when the address has an account. */
    requestPasswordlessLogin: (request: PasswordlessAuthorizeRequest) =>
      write<{ success: true }>('POST', '/shopper/auth/passwordless/authorize', request),
    /** Signs in with the link's token (with `forShopper`, the guest's bag is merged): a NEW session token. */
    passwordlessLogin: (request: PasswordlessLoginRequest) =>
      write<PasswordlessLoginResult>('POST', '/shopper/auth/passwordless/token', request),
    /** Whether a link still works, without using it. */
    checkEmailLink: (request: EmailLinkCheckRequest) =>
      write<EmailLinkStatus>('POST', '/shopper/auth/email-links/check', request),
  };
}
