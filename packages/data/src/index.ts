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
