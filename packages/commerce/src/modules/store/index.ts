/** Store's public face: importing stores, geocoding a postal code, distances, and the API shapes of stores. */
export type { Store, StoreSearchHit, StoreSearchResult } from './contract.js';
export { haversineKm } from './distance.js';
export { geocodePostalCode } from './geocoder.js';
export { countStores, importStores, StoreInput } from './import-stores.js';
