/**
 * Fixed paths the spec names as constants without showing them (spec 1 §2); chosen here
 * and written down in docs/decisions/004-url-scheme.md.
 */
export const RESET_PASSWORD_LANDING_PATH = '/reset-password-landing';
export const PASSWORDLESS_LOGIN_LANDING_PATH = '/passwordless-login-landing';
/** The social-login callback comes from configuration, otherwise /social-callback. */
export const SOCIAL_CALLBACK_PATH = import.meta.env?.VITE_SOCIAL_CALLBACK_PATH || '/social-callback';
