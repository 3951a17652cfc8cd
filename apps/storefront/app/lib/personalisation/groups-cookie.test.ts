import { describe, expect, it } from 'vitest';
import { checkGroupsCookie, formatGroupsCookie, parseGroupsCookie, type GroupsCookie } from './groups-cookie';

const customer: GroupsCookie = {
  sessionDigest: 'AbCdEfGhIjKlMnOpQrStUv',
  issuedAt: 1_790_000_000_000,
  customerId: 'c0ffee-42',
  customerGroups: ['Everyone', 'Registered', 'loyalty-members'],
};

describe('groups cookie', () => {
  it('reads back what it wrote, for a customer and for a guest', () => {
    expect(parseGroupsCookie(formatGroupsCookie(customer))).toEqual(customer);
    const guest = { ...customer, customerId: null, customerGroups: ['Unregistered', 'Everyone'] };
    expect(parseGroupsCookie(formatGroupsCookie(guest))).toEqual(guest);
  });

  it('refuses anything it did not write', () => {
    const good = formatGroupsCookie(customer);
    for (const bad of [
      undefined,
      '',
      'Everyone|Registered',
      good.replace('v1.', 'v2.'),
      good + '.extra',
      good.replace('loyalty-members', 'loyalty members'),
      good.replace('loyalty-members', '<script>'),
      good.replace('Registered', ''),
      good.replace(customer.sessionDigest, 'short'),
      good.replace('c0ffee-42', 'c0ffee;42'),
      good.replace(customer.issuedAt.toString(36), 'NaN!'),
      formatGroupsCookie({ ...customer, customerGroups: Array.from({ length: 51 }, (_, i) => `g${i}`) }),
    ]) {
      expect(parseGroupsCookie(bad), String(bad)).toBeUndefined();
    }
  });

  it('is valid only for its own session and for 5 minutes', () => {
    const t = customer.issuedAt;
    expect(checkGroupsCookie(customer, customer.sessionDigest, t)).toBe('valid');
    expect(checkGroupsCookie(customer, customer.sessionDigest, t + 299_999)).toBe('valid');
    expect(checkGroupsCookie(customer, customer.sessionDigest, t + 300_000)).toBe('stale');
    expect(checkGroupsCookie(customer, customer.sessionDigest, t - 1)).toBe('stale');
    expect(checkGroupsCookie(customer, 'ZZZZEfGhIjKlMnOpQrStUv', t)).toBe('other-session');
  });
});
