/**
 * The demo shop's content items and editions (issue 23), in the stored form that
 * `npm run content -- import` reads and the seed loads: a home page with personalised slots,
 * landing content for every top-level category, three pages under /t/, the footer, the product
 * page's configuration and text, and a Winter Sale edition that starts 30 days after `now`.
 */
import type { ContentBundle, StoredItem } from '../load/commerce.js';
import { categoryLandingItems } from './category-landings.js';
import { collectionLandingItems } from './collection-landings.js';
import { contentPageItems } from './content-pages.js';
import { footer } from './footer.js';
import { homePageItems } from './home-page.js';
import { productDetailConfiguration, productDetailText } from './product-detail.js';
import { winterSaleEdition, winterSaleWindow } from './winter-sale.js';

export { demoEditionId, demoItemId } from './ids.js';
export { DEMO_VIDEO } from './video.js';
export { SALE_LENGTH_DAYS, SALE_STARTS_IN_DAYS, winterSaleWindow } from './winter-sale.js';

/** Every demo item and edition; only the edition's dates (and the countdown's) depend on `now`. */
export function demoContentBundle(now: Date = new Date()): ContentBundle {
  const sale = winterSaleWindow(now);
  const items: StoredItem[] = [
    ...homePageItems(sale),
    ...categoryLandingItems(),
    ...collectionLandingItems(),
    ...contentPageItems(),
    footer,
    productDetailConfiguration,
    productDetailText,
  ];
  return { items, editions: [winterSaleEdition(sale)] };
}
