/** Ids, codes and URL slugs, all derived from a product's index so they never collide. */

/** Masters span RL100000..RL999999: the index must stay below this. */
export const MAX_PRODUCTS = 900_000;

export function productId(index: number): string {
  return `RL${100_000 + index}`;
}

/**
 * A seven-digit style number (c_styleNumber). Multiplying by a prime that shares no factor
 * with 9,000,000 permutes the range, so style numbers look scattered yet never repeat.
 */
export function styleNumber(index: number): string {
  return String(1_000_000 + ((index * 7919) % 9_000_000));
}

/** UPC-A check digit: 3 × (sum of odd positions) + (sum of even positions), to the next ten. */
export function upcCheckDigit(first11: string): number {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export function isValidUpc(upc: string): boolean {
  return /^\d{12}$/.test(upc) && upcCheckDigit(upc.slice(0, 11)) === Number(upc[11]);
}

/** Unique per variant: prefix 84, the product index (6 digits), the variant position (3 digits). */
export function variantUpc(index: number, position: number): string {
  const body = `84${String(index).padStart(6, '0')}${String(position).padStart(3, '0')}`;
  return `${body}${upcCheckDigit(body)}`;
}

/** ASCII, lower-case, hyphenated: "Veste isolée d’hiver" → "veste-isolee-d-hiver". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
