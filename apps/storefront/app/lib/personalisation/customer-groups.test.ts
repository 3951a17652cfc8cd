// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerGroupsKey,
  parseCustomerGroups,
  readCustomerGroups,
  resetCustomerGroups,
  writeCustomerGroups,
} from './customer-groups';
import { legacyEndpointTarget } from './customer-groups.server';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('customer groups per site (spec 1 §3)', () => {
  it('reads the data layer’s pipe-separated list; an empty one is the defaults', () => {
    expect(parseCustomerGroups('Everyone|Registered|loyalty-members')).toEqual([
      'Everyone',
      'Registered',
      'loyalty-members',
    ]);
    expect(parseCustomerGroups(' Everyone || Everyone ')).toEqual(['Everyone']);
    expect(parseCustomerGroups('')).toEqual(['Unregistered', 'Everyone']);
    expect(parseCustomerGroups(null)).toEqual(['Unregistered', 'Everyone']);
  });

  it('keeps { customerId, customerGroups } under customerGroupsData_{site}; another customer gets the defaults', () => {
    writeCustomerGroups(sessionStorage, 'ridgeline', { customerId: 'c-1', customerGroups: ['Everyone', 'Registered'] });
    expect(JSON.parse(sessionStorage.getItem('customerGroupsData_ridgeline')!)).toEqual({
      customerId: 'c-1',
      customerGroups: ['Everyone', 'Registered'],
    });
    expect(readCustomerGroups(sessionStorage, 'ridgeline', 'c-1')).toEqual(['Everyone', 'Registered']);
    expect(readCustomerGroups(sessionStorage, 'ridgeline', 'c-2')).toEqual(['Unregistered', 'Everyone']);
    expect(readCustomerGroups(sessionStorage, 'ridgeline', null)).toEqual(['Unregistered', 'Everyone']);
    expect(readCustomerGroups(sessionStorage, 'other-site', 'c-1')).toEqual(['Unregistered', 'Everyone']);
  });

  it('clears unreadable data and resets on log out', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem(customerGroupsKey('ridgeline'), '{not json');
    expect(readCustomerGroups(sessionStorage, 'ridgeline', 'c-1')).toEqual(['Unregistered', 'Everyone']);
    expect(sessionStorage.getItem(customerGroupsKey('ridgeline'))).toBeNull();

    writeCustomerGroups(sessionStorage, 'ridgeline', { customerId: 'c-1', customerGroups: ['Everyone'] });
    sessionStorage.setItem('unrelated', 'kept');
    resetCustomerGroups();
    expect(sessionStorage.getItem(customerGroupsKey('ridgeline'))).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('serves the legacy data-layer path only for a configured site and locale', () => {
    expect(legacyEndpointTarget('Sites-ridgeline-Site', 'fr_CA')?.locale.id).toBe('fr-CA');
    expect(legacyEndpointTarget('Sites-ridgeline-Site', 'en_US')?.site.id).toBe('ridgeline');
    expect(legacyEndpointTarget('Sites-other-Site', 'en_US')).toBeUndefined();
    expect(legacyEndpointTarget('ridgeline', 'en_US')).toBeUndefined();
    expect(legacyEndpointTarget('Sites-ridgeline-Site', 'de_DE')).toBeUndefined();
  });
});
