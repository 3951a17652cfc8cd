/**
 * Product compare (spec 2 §2, §4): at most 4 products, duplicates ignored, kept in local storage
 * under 'sfcc-product-compare'; data that fails to parse is removed.
 */
export const COMPARE_STORAGE_KEY = 'sfcc-product-compare';
export const COMPARE_MAX = 4;

export type CompareItem = {
  productId: string;
  productName: string;
  /** The product's link in the shop's locale when it was added; items stored without one get theirs from the id. */
  href?: string;
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

/** `{ [key]: n }` when the stored value is a finite number; nothing otherwise (a null price is no price). */
const numberField = <K extends 'price' | 'priceMax' | 'listPrice'>(v: Record<string, unknown>, key: K) =>
  typeof v[key] === 'number' && Number.isFinite(v[key]) ? ({ [key]: v[key] } as Record<K, number>) : {};

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
  const image = v.image as { link?: unknown; alt?: unknown } | undefined;
  const custom = v.custom && typeof v.custom === 'object' ? (v.custom as CompareItem['custom']) : undefined;
  return {
    productId: v.productId,
    productName: v.productName,
    ...(typeof v.href === 'string' ? { href: v.href } : {}),
    ...(typeof image?.link === 'string'
      ? { image: { link: image.link, alt: typeof image.alt === 'string' ? image.alt : v.productName } }
      : {}),
    ...numberField(v, 'price'),
    ...numberField(v, 'priceMax'),
    ...numberField(v, 'listPrice'),
    currency: typeof v.currency === 'string' ? v.currency : 'USD',
    ...(typeof v.type === 'string' ? { type: v.type } : {}),
    colors: strings(v.colors) ?? attributeNames(v.variationAttributes, 'color'),
    sizes: strings(v.sizes) ?? attributeNames(v.variationAttributes, 'size'),
    ...(typeof v.rating === 'number' || v.rating === null ? { rating: v.rating } : {}),
    ...(custom ? { custom } : {}),
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
