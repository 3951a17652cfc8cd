/**
 * The loader's and the commands' door into @ridgeline/commerce: database client, migrations, the
 * catalogue tables, content and staff accounts.
 */
export {
  databaseOptionsFromEnv,
  migrate,
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
} from '@ridgeline/commerce';
export { countStores, importStores, type StoreInput } from '@ridgeline/commerce';
export { countContentAssets, importContentAssets, type ContentAssetInput } from '@ridgeline/commerce';
export { countUrlRedirects, importUrlRedirects, type UrlRedirectInput } from '@ridgeline/commerce';
export { countPromotions, savePromotions, type CouponInput, type PromotionInput } from '@ridgeline/commerce';
export { seedRules, type TargetingRuleInput } from '@ridgeline/commerce';
export { announceChange, imageRoutes, reindexProducts, SEARCH_TABLES } from '@ridgeline/commerce';
export {
  categories,
  inventoryRecords,
  priceBooks,
  prices,
  productCategories,
  productComponents,
  products,
  variants,
} from '@ridgeline/commerce/schema';
export {
  ContentImportError,
  contentReference,
  countContentItems,
  exportContentItems,
  importContentItems,
  localized,
  type ContentBundle,
  type ContentIssue,
  type StoredEdition,
  type StoredItem,
} from '@ridgeline/commerce';
export {
  createStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  setStaffAccountDisabled,
  StaffAccountError,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@ridgeline/commerce';
