/**
 * The staff module's face (decision 047): staff accounts and their sessions, the content
 * management API's staff check, and preview links.
 */
export { createStaffAccount, listStaffAccounts, resetStaffPassword, setStaffAccountDisabled } from './accounts.js';
export { StaffAccountError, StaffForbiddenError, StaffUnauthorizedError } from './errors.js';
export type { StaffMember } from './member.js';
export { prunePreviewLinks, verifyPreviewToken, type PreviewLink, type PreviewVerdict } from './preview-links.js';
export { PREVIEW_REFUSALS, type PreviewLinkStatus } from './preview-rules.js';
export { mayManageContent, STAFF_ROLES, type StaffRole } from './roles.js';
export { pruneStaffSessions, staffOfToken, STAFF_SESSION_TTL_MS, type StaffPrincipal } from './sessions.js';
export { signInStaff } from './sign-in.js';
export { bearerToken, isStaffToken } from './tokens.js';
export type {
  CreatedPreviewLinkDto,
  CurrentStaffSessionDto,
  OpenedPreviewLinkDto,
  PreviewLinkDto,
  StaffSignInDto,
} from './contract.js';
