/** URL mapping's public face: importing redirects, and the API shape of a resolved URL. */
export type { UrlMapping } from './contract.js';
export { countUrlRedirects, importUrlRedirects, UrlRedirectInput } from './import-redirects.js';
