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
  const number = new Intl.NumberFormat(localeId, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return (config?.priceFormat ?? '{price}').replace('{price}', number);
}

/** A discount in whole percent, truncated (never rounded up): 149.99 → 99.99 is 33 %. */
export function discountPercent(list: number, sale: number): number {
  if (!(list > 0) || !(sale < list)) return 0;
  return Math.trunc(((list - sale) / list) * 100);
}

export function formatDate(date: Date | string, localeId: string, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(localeId, { dateStyle: style, timeZone: 'UTC' }).format(new Date(date));
}

/** The mini-cart badge: the count, or `9+` above the display limit. */
export function formatBagCount(count: number, limit = 9): string {
  return count > limit ? `${limit}+` : String(count);
}
