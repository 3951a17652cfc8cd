import { DEFAULT_CUSTOMER_GROUPS } from '@ridgeline/config';
import { useEffect, useState } from 'react';
import { useSignedIn, useSiteContext } from '../site/site';
import { legacyEndpointPath } from '../urls';

/**
 * Customer groups per site (spec 1 §3): `{ customerId, customerGroups }` in session storage under
 * `customerGroupsData_{site}`. A stored customer id other than the current one means the default
 * groups (Unregistered, Everyone). The groups come from the data-layer endpoint's pipe-separated
 * list and go stale after 5 minutes (spec 1 §9). Content personalisation reads them with
 * `useCustomerGroups()`; Log out calls `resetCustomerGroups()` (spec 1 §4 "resets content groups").
 */
export type StoredCustomerGroups = { customerId: string | null; customerGroups: string[]; fetchedAt?: number };

export const CUSTOMER_GROUPS_STALE_MS = 300_000;
export const customerGroupsKey = (siteId: string) => `customerGroupsData_${siteId}`;
/** What the legacy data-layer endpoint answers (spec 1 §7). */
export type DataLayerAnswer = {
  user: { customerId: string | null; sfccSessionID: string | null; customerGroups: string };
};

export const defaultCustomerGroups = () => [...DEFAULT_CUSTOMER_GROUPS];

/** A pipe-separated list ("Everyone|Registered") as groups; blanks and repeats dropped. */
export function parseCustomerGroups(list: string | null | undefined): string[] {
  const groups = (list ?? '')
    .split('|')
    .map((g) => g.trim())
    .filter(Boolean);
  return groups.length > 0 ? [...new Set(groups)] : defaultCustomerGroups();
}

/** The stored groups when they belong to `customerId`, else the defaults. Unreadable data is cleared. */
export function readCustomerGroups(storage: Storage, siteId: string, customerId: string | null): string[] {
  const stored = readStored(storage, siteId);
  if (!stored || stored.customerId !== customerId) return defaultCustomerGroups();
  return stored.customerGroups;
}

export function readStored(storage: Storage, siteId: string): StoredCustomerGroups | undefined {
  const key = customerGroupsKey(siteId);
  try {
    const raw = storage.getItem(key);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as StoredCustomerGroups;
    if (!Array.isArray(value.customerGroups) || !value.customerGroups.every((g) => typeof g === 'string')) {
      throw new Error('not a list of groups');
    }
    return value;
  } catch (error) {
    // Spec 1 §8: a storage failure is logged; unparseable data is cleared.
    console.warn('Stored customer groups could not be read', error);
    try {
      storage.removeItem(key);
    } catch {
      // Storage unavailable: nothing to clear.
    }
    return undefined;
  }
}

export function writeCustomerGroups(storage: Storage, siteId: string, value: StoredCustomerGroups): void {
  try {
    storage.setItem(customerGroupsKey(siteId), JSON.stringify(value));
  } catch (error) {
    console.warn('Customer groups could not be stored', error);
  }
}

/** Forgets the stored groups of every site (or one): the next read answers the defaults. */
export function resetCustomerGroups(siteId?: string): void {
  try {
    if (siteId) {
      sessionStorage.removeItem(customerGroupsKey(siteId));
      return;
    }
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith('customerGroupsData_')) sessionStorage.removeItem(key);
    }
  } catch (error) {
    console.warn('Stored customer groups could not be reset', error);
  }
}

let mismatchLogged = false;

/**
 * The shopper's customer groups on this site: the defaults on the server and at first render, then
 * the stored ones, refreshed from the data layer when they are older than 5 minutes or were stored
 * for someone else (signed in or out since). A failed refresh is logged and keeps the defaults.
 */
export function useCustomerGroups(): string[] {
  const { site, locale } = useSiteContext();
  const signedIn = useSignedIn();
  const [groups, setGroups] = useState<string[]>(defaultCustomerGroups);
  useEffect(() => {
    let cancelled = false;
    const stored = readStored(sessionStorage, site.id);
    const fresh = stored?.fetchedAt !== undefined && Date.now() - stored.fetchedAt < CUSTOMER_GROUPS_STALE_MS;
    if (stored && fresh && Boolean(stored.customerId) === signedIn) {
      setGroups(stored.customerGroups);
      return;
    }
    fetch(legacyEndpointPath(site.id, locale.id, 'Dtm-UserSpecificDataLayer'), {
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`data layer answered ${response.status}`);
        const { user } = (await response.json()) as DataLayerAnswer;
        if (stored && stored.customerId !== user.customerId && !mismatchLogged) {
          // Spec 1 §7: a customer id that changed between stored and current data is logged once.
          mismatchLogged = true;
          console.warn('Customer groups were stored for another customer; using the current ones.');
        }
        const customerGroups = parseCustomerGroups(user.customerGroups);
        writeCustomerGroups(sessionStorage, site.id, {
          customerId: user.customerId,
          customerGroups,
          fetchedAt: Date.now(),
        });
        if (!cancelled) setGroups(customerGroups);
      })
      .catch((error: unknown) => console.warn('Customer groups could not be loaded', error));
    return () => {
      cancelled = true;
    };
  }, [site.id, locale.id, signedIn]);
  return groups;
}

/**
 * Keeps session storage in step with the groups the server chose this page's content for (spec 3
 * §3.11): after a sign-in or sign-out the page's loaders run again and bring the new groups, which
 * replace the stored ones, so `useCustomerGroups()` and the server agree without another call.
 */
export function useStoreServerCustomerGroups(groups: { customerId: string | null; customerGroups: string[] }): void {
  const { site } = useSiteContext();
  const { customerId, customerGroups } = groups;
  const list = customerGroups.join('|');
  useEffect(() => {
    writeCustomerGroups(sessionStorage, site.id, {
      customerId,
      customerGroups: list.split('|'),
      fetchedAt: Date.now(),
    });
  }, [site.id, customerId, list]);
}
