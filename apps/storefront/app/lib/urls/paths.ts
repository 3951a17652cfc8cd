/**
 * Fixed paths the spec names as constants without showing them (spec 1 §2); chosen here
 * and written down in docs/decisions/004-url-scheme.md.
 */
export const RESET_PASSWORD_LANDING_PATH = '/reset-password-landing';
export const PASSWORDLESS_LOGIN_LANDING_PATH = '/passwordless-login-landing';
/** The social-login callback comes from configuration, otherwise /social-callback. */
export const SOCIAL_CALLBACK_PATH = import.meta.env?.VITE_SOCIAL_CALLBACK_PATH || '/social-callback';
/** The newsletter's sign-up and detail update (a resource route; decision 050). */
export const NEWSLETTER_PATH = '/newsletter';
/** The page an e-mail's unsubscribe link opens (and a mail client's one-click POST goes to, RFC 8058). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
