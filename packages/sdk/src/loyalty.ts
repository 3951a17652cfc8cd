import type {
  CustomerGroupsFolder,
  LoyaltyAccount,
  LoyaltyStatus,
  ShopperCustomerGroups,
} from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/** Dates and money of the answer are formatted for this locale and currency. */
export type LoyaltyQuery = { locale?: string; currency?: 'USD' | 'CAD' };

const BASE = '/custom/loyalty/v1/customer';

/**
 * Loyalty and customer groups (spec 1 §3, §7; docs/decisions/024). The customer calls need a
 * client made with `forShopper(token)` of a registered customer: a guest gets a 403
 * CommerceApiError ("You must create an account to access this feature.").
 */
export function loyaltyCalls({ get, write }: Transport) {
  return {
    /** The customer's tier and rewards balance (spec 1 §7); the engine answers with a 5-minute private cache header. */
    getLoyaltyStatus: (query: LoyaltyQuery = {}) => get<LoyaltyStatus>(`${BASE}/status`, query),
    /** The status with progress and the history of the customer's points, newest first. */
    getLoyaltyAccount: (query: LoyaltyQuery = {}) => get<LoyaltyAccount>(`${BASE}/account`, query),
    /** Joins the programme after registration; the privacy consent is required. Joining again changes nothing. */
    joinLoyalty: (body: { privacyconsent: true }, query: LoyaltyQuery = {}) =>
      write<LoyaltyAccount>('POST', `${BASE}/join`, body, { query }),
    /** The session's customer groups: the defaults (Unregistered, Everyone) for a guest. */
    getShopperCustomerGroups: () => get<ShopperCustomerGroups>('/shopper/customer-groups'),
    /** The root content folder, whose c_customerGroups lists every configured group (spec 1 §7). */
    getCustomerGroupsFolder: () => get<CustomerGroupsFolder>('/shopper/folders/(root)', { levels: 0 }),
  };
}
