/**
 * Store locator rules (spec 2 §4, §5, §9) that need no browser: the search a URL asks for,
 * validation messages, paging of the visible list, and the chosen store's storage.
 */
export const STORE_COUNTRIES = ['US', 'CA', 'DE'] as const;
export type StoreCountry = (typeof STORE_COUNTRIES)[number];
export const STORE_DEFAULTS = { countryCode: 'DE' as StoreCountry, postalCode: '10178', maxDistance: 100 };
export const STORES_PER_LOAD = 10;
export const STORE_FETCH_LIMIT = 200;

export type StoreQuery =
  | { kind: 'postal'; countryCode: StoreCountry; postalCode: string }
  | { kind: 'position'; latitude: number; longitude: number };

/** Miles in the US, kilometres elsewhere. */
export function distanceUnitFor(countryCode: string | undefined): 'km' | 'mi' {
  return countryCode === 'US' ? 'mi' : 'km';
}

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
}

/** The search a store-locator URL asks for; the spec's default (10178, Germany) when it asks none. */
export function storeQueryFromSearch(search: URLSearchParams): StoreQuery {
  const latitude = coordinate(search.get('latitude'), 90);
  const longitude = coordinate(search.get('longitude'), 180);
  if (latitude !== undefined && longitude !== undefined) return { kind: 'position', latitude, longitude };
  const country = search.get('countryCode')?.toUpperCase();
  const postalCode = search.get('postalCode')?.trim();
  if (postalCode && STORE_COUNTRIES.includes(country as StoreCountry)) {
    return { kind: 'postal', countryCode: country as StoreCountry, postalCode };
  }
  return { kind: 'postal', ...STORE_DEFAULTS };
}

export type StoreFormErrors = { countryCode?: 'required'; postalCode?: 'required' };

/** Country is required only when countries are offered; a postal code always is. */
export function validateStoreForm(
  values: { countryCode: string; postalCode: string },
  countriesOffered: boolean,
): StoreFormErrors {
  const errors: StoreFormErrors = {};
  if (countriesOffered && !values.countryCode) errors.countryCode = 'required';
  if (!values.postalCode.trim()) errors.postalCode = 'required';
  return errors;
}

/**
 * The form's errors for a search the URL submitted (a `postalCode` parameter, as the form sends
 * without JavaScript): a country not offered or a blank postal code; undefined when it is valid or
 * the URL submitted nothing.
 */
export function submittedFormErrors(search: URLSearchParams): StoreFormErrors | undefined {
  if (!search.has('postalCode')) return undefined;
  const country = (search.get('countryCode') ?? '').toUpperCase();
  const errors = validateStoreForm(
    {
      countryCode: STORE_COUNTRIES.includes(country as StoreCountry) ? country : '',
      postalCode: search.get('postalCode') ?? '',
    },
    STORE_COUNTRIES.length > 0,
  );
  return errors.countryCode || errors.postalCode ? errors : undefined;
}

/** Load More shows one more page, never beyond what was fetched (at most 200). */
export function nextVisibleCount(visible: number, available: number): number {
  return Math.min(visible + STORES_PER_LOAD, available, STORE_FETCH_LIMIT);
}

export type ChosenStore = { id: string; name: string; inventoryId: string };

/** The chosen store is kept per site in local storage (spec 2 §3). */
export function chosenStoreKey(siteId: string): string {
  return `store_${siteId}`;
}

export function parseChosenStore(raw: string | null): ChosenStore | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<ChosenStore>;
    return typeof value.id === 'string' && typeof value.name === 'string' && typeof value.inventoryId === 'string'
      ? { id: value.id, name: value.name, inventoryId: value.inventoryId }
      : undefined;
  } catch {
    return undefined;
  }
}
