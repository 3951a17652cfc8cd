import type {
  CreatedPreviewLink,
  CurrentStaffSession,
  OpenedPreviewLink,
  PreviewLink,
  StaffSignIn,
} from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/**
 * Staff sessions (decision 047): sign-in answers the session token to keep in an httpOnly cookie;
 * the other calls act for the staff member of a `forShopper(staffToken)` client (the token is sent
 * as the bearer, like a shopper's).
 */
export function staffCalls({ get, write }: Transport) {
  return {
    /** 401 (CommerceApiError) for every refusal: unknown address, wrong password, disabled account. */
    signInStaff: (email: string, password: string) =>
      write<StaffSignIn>('POST', '/staff/sessions', { email, password }),
    /** Who the bearer staff token belongs to; 401 once it has ended. */
    getStaffSession: () => get<CurrentStaffSession>('/staff/session'),
    signOutStaff: () => write<void>('DELETE', '/staff/session'),
    /** A preview link of a storefront path for 1 minute to 7 days; its token is answered only now. */
    createPreviewLink: (path: string, expiresInMinutes: number) =>
      write<CreatedPreviewLink>('POST', '/staff/preview-links', { path, expiresInMinutes }),
    /** The links this staff member made, newest first, without their tokens. */
    listPreviewLinks: () => get<{ links: PreviewLink[] }>('/staff/preview-links'),
    revokePreviewLink: (id: string) => write<void>('DELETE', `/staff/preview-links/${encodeURIComponent(id)}`),
    /**
     * What the bearer preview link opens (a `forShopper(previewToken)` client); 401 (CommerceApiError)
     * with the reason when it is unknown, expired or revoked.
     */
    openPreviewLink: () => get<OpenedPreviewLink>('/preview-link'),
  };
}
