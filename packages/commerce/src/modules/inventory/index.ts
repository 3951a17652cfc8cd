/**
 * Inventory's public face: stock per product (a bundle's follows its parts', which the caller hands
 * in as the catalogue lists them), and taking and giving back stock inside the caller's transaction.
 */
export { partName, type BundleComponent } from './bundles.js';
export { getAvailability, NO_STOCK, releaseStock, reserveStock, type Availability } from './service.js';
