/**
 * Product compare (spec 2 §2, §4): at most 4 products, duplicates ignored, kept in local storage
 * under 'sfcc-product-compare'; data that fails to parse is removed.
 */
export const COMPARE_STORAGE_KEY = 'sfcc-product-compare';
export const COMPARE_MAX = 4;

export type CompareItem = {
  productId: string;
  productName: string;
  href: string;
  image?: { link: string; alt: string };
  price?: number;
  priceMax?: number;
  listPrice?: number;
  currency: string;
  type?: string;
  colors: string[];
  sizes: string[];
  rating?: number | null;
  custom?: { c_isNew?: boolean; c_isSale?: boolean; c_technologyGridBadge?: string };
};

export type AddResult = 'added' | 'duplicate' | 'full';

export function addItem(items: CompareItem[], item: CompareItem): { items: CompareItem[]; result: AddResult } {
  if (items.some((i) => i.productId === item.productId)) return { items, result: 'duplicate' };
  if (items.length >= COMPARE_MAX) return { items, result: 'full' };
  return { items: [...items, item], result: 'added' };
}

export function removeItem(items: CompareItem[], productId: string): CompareItem[] {
  return items.filter((i) => i.productId !== productId);
}

type StoredAttribute = { id?: unknown; values?: { name?: unknown; value?: unknown }[] };

/** The value names of a stored `variationAttributes` entry (the spec's product shape), if any. */
function attributeNames(attributes: unknown, id: 'color' | 'size'): string[] {
  if (!Array.isArray(attributes)) return [];
  const attribute = (attributes as StoredAttribute[]).find((a) => a?.id === id);
  return (attribute?.values ?? []).flatMap((v) => {
    const name = typeof v?.name === 'string' ? v.name : v?.value;
    return typeof name === 'string' ? [name] : [];
  });
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((x) => typeof x === 'string') ? (value as string[]) : undefined;

/**
 * A stored item, as this shop writes it or in the spec's product shape (productId, productName,
 * image, price, currency, custom, type, variationAttributes…): what the tray and drawer need is
 * derived from what is there; without a product id and name it is no item.
 */
function toItem(value: unknown): CompareItem | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.productId !== 'string' || typeof v.productName !== 'string') return undefined;
  return {
    ...(v as Partial<CompareItem>),
    productId: v.productId,
    productName: v.productName,
    href: typeof v.href === 'string' ? v.href : `/product/${encodeURIComponent(v.productId)}`,
    currency: typeof v.currency === 'string' ? v.currency : 'USD',
    colors: strings(v.colors) ?? attributeNames(v.variationAttributes, 'color'),
    sizes: strings(v.sizes) ?? attributeNames(v.variationAttributes, 'size'),
  };
}

/** Reads stored items; `undefined` when the stored data is unusable (the caller then removes it). */
export function parseStored(raw: string | null): CompareItem[] | undefined {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return undefined;
    const items = parsed.map(toItem);
    if (!items.every((i) => i !== undefined)) return undefined;
    // Keep the rules even for data written by an older version or by hand.
    return items.reduce<CompareItem[]>((list, item) => addItem(list, item).items, []);
  } catch {
    return undefined;
  }
}
