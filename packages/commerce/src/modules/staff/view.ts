import type { StaffMember } from './member.js';
import type { PreviewLink } from './preview-links.js';

/** A staff member as the API shows them: their login and role. */
export const staffMemberView = (member: Pick<StaffMember, 'email' | 'role'>) => ({
  email: member.email,
  role: member.role,
});

export const previewLinkView = (link: PreviewLink) => ({
  id: link.id,
  path: link.path,
  createdAt: link.createdAt.toISOString(),
  expiresAt: link.expiresAt.toISOString(),
  revokedAt: link.revokedAt?.toISOString() ?? null,
  status: link.status,
});
