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

function isItem(value: unknown): value is CompareItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.productId === 'string' && typeof v.productName === 'string' && typeof v.href === 'string';
}

/** Reads stored items; `undefined` when the stored data is unusable (the caller then removes it). */
export function parseStored(raw: string | null): CompareItem[] | undefined {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isItem)) return undefined;
    // Keep the rules even for data written by an older version or by hand.
    return parsed.reduce<CompareItem[]>((list, item) => addItem(list, item).items, []);
  } catch {
    return undefined;
  }
}
