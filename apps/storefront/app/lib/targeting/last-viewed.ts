/** The last viewed product, kept in this browser for the pick-up modal (spec 3 §3.13). */
export type LastViewedProduct = { prodImgSrc: string; prodName: string; prodHref: string };

export const LAST_VIEWED_KEY = 'lastViewedProduct';
/** Session storage: a product was viewed in this session (the shopper has not left off yet). */
export const VIEWED_THIS_SESSION_KEY = 'productViewedThisSession';

export function rememberLastViewed(product: LastViewedProduct): void {
  try {
    localStorage.setItem(LAST_VIEWED_KEY, JSON.stringify(product));
    sessionStorage.setItem(VIEWED_THIS_SESSION_KEY, '1');
  } catch {
    // No storage: no pick-up modal later.
  }
}

/** Whether a product was viewed in this session: then the shopper is still shopping, not back. */
export function viewedThisSession(): boolean {
  try {
    return sessionStorage.getItem(VIEWED_THIS_SESSION_KEY) !== null;
  } catch {
    return true;
  }
}

/** The stored product when it has an image, a name and a link of this shop; else undefined. */
export function readLastViewed(): LastViewedProduct | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(LAST_VIEWED_KEY) ?? 'null') as Partial<LastViewedProduct> | null;
    if (!value || typeof value !== 'object') return undefined;
    const { prodImgSrc, prodName, prodHref } = value;
    if (typeof prodImgSrc !== 'string' || !prodImgSrc || typeof prodName !== 'string' || !prodName) return undefined;
    if (typeof prodHref !== 'string' || !prodHref.startsWith('/') || prodHref.startsWith('//')) return undefined;
    return { prodImgSrc, prodName, prodHref };
  } catch {
    return undefined;
  }
}

type ProductData = { product?: { name?: unknown; imageGroups?: { images?: { link?: unknown }[] }[] } };

/** The product page's product as the pick-up modal shows it, or undefined. */
export function lastViewedOf(data: unknown, href: string): LastViewedProduct | undefined {
  const product = (data as ProductData | undefined)?.product;
  const image = product?.imageGroups?.[0]?.images?.[0]?.link;
  if (typeof product?.name !== 'string' || typeof image !== 'string') return undefined;
  return { prodImgSrc: image, prodName: product.name, prodHref: href };
}
