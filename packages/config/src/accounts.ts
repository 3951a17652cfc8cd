/**
 * Account settings the precheck answers and the registration screen reads (spec 1 §3
 * registerFormSettings, passwordConstraints), and the account limits of spec 1 §9.
 */
export const ACCOUNT_LIMITS = { emailMaxLength: 50, passwordMinLength: 8, passwordMaxLength: 255 } as const;

export type PasswordConstraints = {
  minLength: number;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireNumber: boolean;
  requireSpecialChar: boolean;
};

export type RegisterFormSettings = {
  canEnrollInLoyalty: boolean;
  loyaltyPrivacyConsentRequired: boolean;
  isFormatPhoneNumber: boolean;
  isCustomerOptInDefaultEnabled: boolean;
  isSmsOptInEnabled: boolean;
  isAccountCreationCaptchaEnabled: boolean;
  isExcludeNoFiTerms: boolean;
  isBirthdayStepEnabled: boolean;
  isLoyaltyExplicitConsentRequired: boolean;
};

export const PASSWORD_CONSTRAINTS: PasswordConstraints = {
  minLength: ACCOUNT_LIMITS.passwordMinLength,
  requireUppercase: true,
  requireLowercase: true,
  requireNumber: true,
  requireSpecialChar: false,
};

export const REGISTER_FORM_SETTINGS: RegisterFormSettings = {
  canEnrollInLoyalty: true,
  loyaltyPrivacyConsentRequired: true,
  isFormatPhoneNumber: true,
  isCustomerOptInDefaultEnabled: true,
  isSmsOptInEnabled: true,
  isAccountCreationCaptchaEnabled: false,
  isExcludeNoFiTerms: false,
  isBirthdayStepEnabled: true,
  isLoyaltyExplicitConsentRequired: true,
};

/** The registration screen's gender values (spec 1 §2): 0 is the placeholder, -1 "prefer not to answer". */
export const GENDER_VALUES = [0, 1, 2, -1] as const;

/**
 * Sign-in options of the account modal (spec 1 §2): with `passwordless` on (the default), the
 * password step offers "Continue Securely" (an e-mailed sign-in link) before the password field.
 * Off, the password step shows the password field at once (decision 021).
 */
export type SignInOptions = { passwordless: boolean };
export const SIGN_IN_OPTIONS: SignInOptions = { passwordless: true };
