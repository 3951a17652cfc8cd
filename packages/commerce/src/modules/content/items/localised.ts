/**
 * Localised values in a content item's stored body (decision 045), in the content service's shape:
 * `{ _meta: { schema: LOCALIZED_VALUE_SCHEMA_PREFIX + 'string' }, values: [{ locale, value }] }`.
 * Delivery resolves each to one value for the requested locale with a fallback list, by default
 * spec 3 §9's "en-*,*": the locale itself, then any English locale, then any.
 */
export const LOCALIZED_VALUE_SCHEMA_PREFIX = 'http://bigcontent.io/cms/schema/v1/localization#/definitions/localized-';
export const LOCALIZED_STRING_SCHEMA = `${LOCALIZED_VALUE_SCHEMA_PREFIX}string`;
export const DEFAULT_LOCALE_FALLBACK = 'en-*,*';

export type LocalizedValue<T = unknown> = {
  _meta: { schema: string };
  values: { locale: string; value: T }[];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isLocalizedValue(value: unknown): value is LocalizedValue {
  if (!isObject(value) || !isObject(value._meta) || !Array.isArray(value.values)) return false;
  const schema = value._meta.schema;
  return typeof schema === 'string' && schema.startsWith(LOCALIZED_VALUE_SCHEMA_PREFIX);
}

/** A localised string for authoring code (demo content, tests): `localized({ 'en-US': 'Sale', 'fr-CA': 'Soldes' })`. */
export function localized<T = string>(values: Record<string, T>): LocalizedValue<T> {
  return {
    _meta: { schema: LOCALIZED_STRING_SCHEMA },
    values: Object.entries(values).map(([locale, value]) => ({ locale, value })),
  };
}

/**
 * The locale list to try, in order: `fr-CA` → ["fr-CA", "en-*", "*"]; `fr-CA,fr-*` (a caller's own
 * fallback) is kept and "en-*,*" still closes it.
 */
export function localeFallbacks(locale: string, fallback = DEFAULT_LOCALE_FALLBACK): string[] {
  const wanted = locale.split(',').map((l) => l.trim()).filter(Boolean);
  return [...new Set([...wanted, ...fallback.split(',').map((l) => l.trim())])];
}

function matches(pattern: string, locale: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('-*')) return locale.toLowerCase().startsWith(pattern.slice(0, -1).toLowerCase());
  return pattern.toLowerCase() === locale.toLowerCase();
}

/** One localised value's value for the locale list, or undefined when it has none. */
export function pickLocalized<T>(value: LocalizedValue<T>, fallbacks: readonly string[]): T | undefined {
  for (const pattern of fallbacks) {
    const found = value.values.find((v) => matches(pattern, v.locale));
    if (found) return found.value;
  }
  return undefined;
}

/**
 * A body with every localised value replaced by its value for the locale list (deeply; a value
 * with none for any locale becomes absent from its object, `null` in an array).
 */
export function resolveLocalized(body: unknown, fallbacks: readonly string[]): unknown {
  if (Array.isArray(body)) return body.map((item) => resolveLocalized(item, fallbacks) ?? null);
  if (!isObject(body)) return body;
  if (isLocalizedValue(body)) return resolveLocalized(pickLocalized(body, fallbacks), fallbacks);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const resolved = resolveLocalized(value, fallbacks);
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}
