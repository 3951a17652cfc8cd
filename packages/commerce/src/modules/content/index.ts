/** Content's public face: articles and pages (whether one is online, suggestions for a query) and their import. */
export type { ContentAsset, ContentAssetList, ContentAssetSummary } from './contract.js';
export { countContentAssets, ContentAssetInput, importContentAssets } from './import-content.js';
export { isContentAssetOnline, suggestContent } from './service.js';
