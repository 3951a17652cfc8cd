/** The loyalty module's face: points for orders, the groups a customer is in, and the programme's types. */
export { customerGroupsFor, earnOrderPoints, reverseOrderPoints } from './service.js';
export type {
  CustomerGroupsFolderDto,
  JoinLoyaltyRequest,
  LoyaltyAccountDto,
  LoyaltyLedgerEntryDto,
  LoyaltyStatusDto,
  ShopperCustomerGroupsDto,
} from './contract.js';
