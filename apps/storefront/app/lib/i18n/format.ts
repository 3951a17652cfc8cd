import { APP_CONFIG, type LocaleConfig } from '@ridgeline/config';

/** A configured locale by id, in any site. */
export function localeConfig(localeId: string): LocaleConfig | undefined {
  for (const site of APP_CONFIG.sites) {
    const found = site.l10n.supportedLocales.find((l) => l.id === localeId);
    if (found) return found;
  }
  return undefined;
}

/**
 * A price as the locale's configured pattern shows it: the number formatted per locale,
 * put into `priceFormat` at `{price}` (e.g. '$1,249.00', '1 249,00 $').
 */
export function formatPrice(amount: number, localeId: string): string {
  const config = localeConfig(localeId);
  const digits = config?.priceFractionDigits ?? 2;
  const number = cached(
    `price ${localeId} ${digits}`,
    () => new Intl.NumberFormat(localeId, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(amount);
  return (config?.priceFormat ?? '{price}').replace('{price}', number);
}

/**
 * Intl formatters by locale and options. Making one costs about as much as a hundred uses of it,
 * and a listing page formats a hundred prices while it hydrates.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/** A discount in whole percent, truncated (never rounded up): 149.99 → 99.99 is 33 %. */
export function discountPercent(list: number, sale: number): number {
  if (!(list > 0) || !(sale < list)) return 0;
  return Math.trunc(((list - sale) / list) * 100);
}

export function formatDate(date: Date | string, localeId: string, style: 'long' | 'short' = 'long'): string {
  const format = cached(
    `date ${localeId} ${style}`,
    () => new Intl.DateTimeFormat(localeId, { dateStyle: style, timeZone: 'UTC' }),
  );
  return format.format(new Date(date));
}

/** The header bag's badge: the count, or `9+` above the display limit. */
export function formatBagCount(count: number, limit = 9): string {
  return count > limit ? `${limit}+` : String(count);
}
