/** The customer module's face: accounts, their sign-in checks, and what other modules may ask of them. */
export {
  authenticate,
  createCustomer,
  findCustomerByEmail,
  getCustomer,
  InvalidFormError,
  NotRegisteredError,
  recordSignIn,
} from './service.js';
export {
  createIdentityCustomer,
  customerById,
  enrolInLoyalty,
  lockCustomer,
  loyaltyEnrolmentOf,
  setNewsletterOptIn,
  setPasswordHash,
} from './accounts.js';
export { hashPassword, passwordProblem } from '../../lib/password.js';
export { RegistrationRequest } from './registration.js';
export { AuthResult, LoginRequest, type AuthResultDto, type CustomerDto } from './contract.js';
export { customerView } from './view.js';
export { customerKey, type CustomerRow } from './schema.js';
export type { PrecheckResponse } from './precheck.js';
export { passwordChangeHash, PasswordChangeRequest, WrongCurrentPasswordError } from './profile.js';
export type { CustomerProfileUpdate } from './profile.js';
