/** @ridgeline/data: the deterministic demo catalogue and its loader. */
export * from './catalog/index.js';
export {
  isCatalogueSeeded,
  resetCatalogue,
  seedCatalogue,
  type SeedCounts,
  type SeedOptions,
  type SeedResult,
} from './load/seed.js';
export { seedStores, type StoreSeedResult } from './load/stores.js';
export { DEMO_STORES } from './stores/stores.js';
export { seedUrlRedirects, type UrlRedirectSeedResult } from './load/url-redirects.js';
export { DEMO_URL_REDIRECTS } from './redirects/legacy-urls.js';
export { seedPromotions, type PromotionSeedResult } from './load/promotions.js';
export { DEMO_COUPONS, DEMO_PROMOTIONS } from './promotions/demo-promotions.js';
export { DEMO_CONTENT, seedContent, type ContentSeedResult } from './load/content.js';
export { seedContentItems, type ContentItemsSeedResult } from './load/content-items.js';
export { demoContentBundle, demoEditionId, demoItemId, DEMO_VIDEO } from './content-items/index.js';
