import type { UrlRedirectInput } from '@ridgeline/commerce';
import { APP_CONFIG } from '@ridgeline/config';
import { DEFAULT_SEED, generateProduct } from '../catalog/index.js';
import { productId } from '../catalog/identifiers.js';

/**
 * URLs of the storefront Ridgeline ran before (a Salesforce-style site) that old links, bookmarks
 * and search results still carry, and where each leads now. Category folders and `.html` pages
 * point at the category or product itself, so the storefront sends shoppers to the current URL
 * whatever the slug is today. Pipeline URLs point at the pages that replaced them.
 */

const PIPELINE = '/on/demandware.store/Sites-ridgeline-Site/en_US';

const category = (path: string, id: string): UrlRedirectInput => ({ path, resource: { type: 'category', id } });
/**
 * The old product page `/{name}/{productId}.html`, named as the default demo catalogue names the
 * product. Only the id decides where it goes, so other seeds work too; the first catalogue
 * positions are in every demo catalogue of 120 products or more.
 */
const product = (index: number, form: 'named' | 'short' = 'named'): UrlRedirectInput => {
  const id = productId(index);
  const name = generateProduct(DEFAULT_SEED, index).product.slugUrl?.en.replace(/-rl\d+$/, '');
  return { path: form === 'named' && name ? `/${name}/${id}.html` : `/${id}.html`, resource: { type: 'product', id } };
};
const content = (path: string, id: string): UrlRedirectInput => ({ path, resource: { type: 'content_asset', id } });
const page = (path: string, destinationUrl: string, statusCode: 301 | 302 = 301): UrlRedirectInput => ({
  path,
  destinationUrl,
  statusCode,
});

export const DEMO_URL_REDIRECTS: readonly UrlRedirectInput[] = [
  // Category folders of the old site, and two category pages renamed in the new catalogue.
  category('/mens/', 'mens-clothing'),
  category('/mens/jackets/', 'mens-clothing-jackets'),
  category('/mens/fleece/', 'mens-clothing-fleece'),
  category('/womens/', 'womens-clothing'),
  category('/womens/jackets/', 'womens-clothing-jackets'),
  category('/womens/dresses-skirts/', 'womens-clothing-dresses'),
  category('/kids/', 'kids-clothing'),
  category('/footwear/boots/hiking/', 'footwear-hiking-boots'),
  category('/accessories/backpacks/', 'accessories-packs'),
  category('/clearance/', 'sale'),
  category('/mens-outerwear.html', 'mens-clothing-jackets'),
  category('/hiking-footwear.html', 'footwear-hiking-boots'),
  // Product pages, also in the short `/{productId}.html` form.
  product(3),
  product(3, 'short'),
  product(12),
  product(20),
  product(42, 'short'),
  // Content pages, now served by the content service under /t/.
  content('/about-us.html', 'about-us'),
  content('/customer-service/shipping-returns.html', 'shipping-returns'),
  // Pipeline URLs and short links.
  page(`${PIPELINE}/Stores-Find`, '/store-locator'),
  page('/stores/', '/store-locator'),
  page(`${PIPELINE}/Cart-Show`, '/cart'),
  page(`${PIPELINE}/Account-Show`, '/account'),
  page(`${PIPELINE}/Login-Show`, '/login'),
  page(`${PIPELINE}/Account-StartRegister`, '/registration'),
  // Gift certificates stay on the legacy storefront for now: temporary, so browsers do not keep it.
  page('/gift-certificates/', `${APP_CONFIG.legacyStorefrontOrigin}${PIPELINE}/GiftCert-Purchase`, 302),
];
