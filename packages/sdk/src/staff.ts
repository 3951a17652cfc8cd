import type { CurrentStaffSession, StaffSignIn } from '@ridgeline/commerce/types';
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
  };
}
