import type {
  SocialAuthorization,
  SocialAuthorizeRequest,
  SocialAuthResult,
  SocialCallbackRequest,
} from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/**
 * Sign-in with Apple or Google (OpenID Connect, spec 1 §7 "Social authorise"). Both calls need the
 * shopper's session (`forShopper`): the callback must come from the session that started it.
 * Refusals are CommerceApiErrors: 400 invalid_state or unknown_identity_provider, 401
 * social_login_failed, 409 email_not_verified, 503 feature_unavailable or provider_unreachable.
 */
export function socialCalls({ write }: Pick<Transport, 'write'>) {
  return {
    /** Where to send the shopper: the provider's authorization URL (state, nonce and PKCE kept by the engine). */
    startSocialLogin: (request: SocialAuthorizeRequest) =>
      write<SocialAuthorization>('POST', '/shopper/auth/social/authorize', request),
    /** Completes the sign-in with the code and state the provider sent back: a NEW session token, as a login's. */
    completeSocialLogin: (locale: string, callback: SocialCallbackRequest) =>
      write<SocialAuthResult>('POST', '/shopper/auth/social/callback', callback, { query: { locale } }),
  };
}
