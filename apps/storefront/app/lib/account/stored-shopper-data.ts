import { RECENT_SEARCHES_KEY } from '../search/quick-search';

/**
 * What Log out forgets on this device (spec 1 §4 "clears stored data, resets content groups"):
 * everything kept for the session (customer groups, client IP, return-to page, loyalty status) and
 * the recent searches. Device preferences — the compare list, the chosen store — stay.
 */
export function clearStoredShopperData() {
  try {
    sessionStorage.clear();
    localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch (error) {
    // Spec 1 §8: a storage failure is logged; logging out goes on.
    console.warn('Could not clear stored data at log out', error);
  }
}
