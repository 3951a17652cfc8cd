import { CommerceApiError } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import type { StoreHit } from '~/components/store/store-card';
import { shopperLocale } from '../http/loader-helpers.server';
import {
  distanceUnitFor,
  STORE_DEFAULTS,
  STORE_FETCH_LIMIT,
  storeQueryFromSearch,
  submittedFormErrors,
} from './store-locator';

/**
 * Stores for the search a store-locator URL asks for; an unknown postal code is "no locations", not
 * an error. A form submitted incomplete (without JavaScript) searches nothing and answers its errors.
 */
export async function searchStoresFor(request: Request, context: AppLoadContext) {
  const { query: shopper } = shopperLocale(request);
  const search = new URL(request.url).searchParams;
  const query = storeQueryFromSearch(search);
  const unit = distanceUnitFor(query.kind === 'postal' ? query.countryCode : undefined);
  const formErrors = submittedFormErrors(search);
  if (formErrors) {
    return { query, stores: [] as StoreHit[], total: 0, maxDistance: STORE_DEFAULTS.maxDistance, unit, formErrors };
  }
  try {
    const result = await context.commerce.searchStores({
      ...(query.kind === 'postal'
        ? { countryCode: query.countryCode, postalCode: query.postalCode }
        : { latitude: query.latitude, longitude: query.longitude }),
      locale: shopper.locale,
      distanceUnit: unit,
      maxDistance: STORE_DEFAULTS.maxDistance,
      limit: STORE_FETCH_LIMIT,
    });
    return { query, stores: result.data as StoreHit[], total: result.total, maxDistance: result.maxDistance, unit };
  } catch (error) {
    if (error instanceof CommerceApiError && error.status < 500) {
      return { query, stores: [] as StoreHit[], total: 0, maxDistance: STORE_DEFAULTS.maxDistance, unit };
    }
    throw error;
  }
}

export type StoreSearchData = Awaited<ReturnType<typeof searchStoresFor>>;
