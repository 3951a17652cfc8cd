/**
 * What a staff member may do (decision 047). Content authors write content; merchandisers read it
 * (they check what a campaign will show) but write none; admins do both. Every role may make
 * preview links: a link shows content, it changes none.
 */
export const STAFF_ROLES = ['content-author', 'merchandiser', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** Reads of the content management API: GET and HEAD. */
const READS = new Set(['GET', 'HEAD']);

/** Whether a staff member of this role may make this request of the content management API. */
export function mayManageContent(role: StaffRole, method: string): boolean {
  if (role === 'admin' || role === 'content-author') return true;
  return READS.has(method.toUpperCase());
}
