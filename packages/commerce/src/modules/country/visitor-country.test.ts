import { describe, expect, it } from 'vitest';
import { countryOfAddress, isPublicAddress, visitorCountry, visitorCountryHeader } from './visitor-country.js';

/** Long-held allocations: Google's resolver (US), Vidéotron (CA), Deutsche Telekom (DE, v4 and v6). */
const US_IP = '8.8.8.8';
const CA_IP = '24.48.0.1';
const DE_IP = '217.0.0.1';
const DE_IPV6 = '2003:e3::1';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '10.1.2.3',
    '172.16.0.9',
    '172.31.255.1',
    '192.168.1.20',
    '169.254.10.1',
    '100.64.0.1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0.0.0.0',
    '::',
    '203.0.113.5',
    '2001:db8::1',
    '255.255.255.255',
  ])('%s is in no country', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(['not-an-ip', '', 'unknown', '1.2.3', '999.1.1.1'])('"%s" is no address', (value) => {
    expect(isPublicAddress(value)).toBe(false);
  });
  it.each([US_IP, CA_IP, DE_IPV6, '::ffff:8.8.8.8', '172.32.0.1'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('countryOfAddress (the offline database)', () => {
  it('places public addresses, IPv4, IPv6 and IPv4 written as IPv6', async () => {
    expect(await countryOfAddress(US_IP)).toBe('US');
    expect(await countryOfAddress(CA_IP)).toBe('CA');
    expect(await countryOfAddress(DE_IP)).toBe('DE');
    expect(await countryOfAddress(DE_IPV6)).toBe('DE');
    expect(await countryOfAddress(`::ffff:${DE_IP}`)).toBe('DE');
  });
  it('places no loopback, private or missing address', async () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.8', '192.168.0.1', 'unknown', undefined]) {
      expect(await countryOfAddress(address)).toBeUndefined();
    }
  });
});

describe('visitorCountry', () => {
  const withHeader = (value: string) => new Headers({ 'cf-ipcountry': value });

  it('takes the trusted header when it is configured and names a country, over the database', async () => {
    expect(await visitorCountry(withHeader('de'), US_IP, 'cf-ipcountry')).toBe('DE');
    expect(await visitorCountry(withHeader('FR'), '127.0.0.1', 'cf-ipcountry')).toBe('FR');
  });
  it('ignores the header when none is configured: a visitor cannot pick a country by sending one', async () => {
    expect(await visitorCountry(withHeader('DE'), US_IP, undefined)).toBe('US');
    expect(await visitorCountry(withHeader('DE'), '127.0.0.1', undefined)).toBeUndefined();
  });
  it('falls back to the database when the header is absent or names no country (XX unknown, T1 Tor)', async () => {
    expect(await visitorCountry(new Headers(), CA_IP, 'cf-ipcountry')).toBe('CA');
    expect(await visitorCountry(withHeader('XX'), CA_IP, 'cf-ipcountry')).toBe('CA');
    expect(await visitorCountry(withHeader('T1'), '10.0.0.1', 'cf-ipcountry')).toBeUndefined();
  });
  it('knows no country for a private address without a header', async () => {
    expect(await visitorCountry(new Headers(), '192.168.1.1', 'cf-ipcountry')).toBeUndefined();
  });
});

describe('visitorCountryHeader', () => {
  it('is the configured header in lower case, or nothing', () => {
    expect(visitorCountryHeader({ VISITOR_COUNTRY_HEADER: 'CF-IPCountry' })).toBe('cf-ipcountry');
    expect(visitorCountryHeader({ VISITOR_COUNTRY_HEADER: '  ' })).toBeUndefined();
    expect(visitorCountryHeader({})).toBeUndefined();
  });
  it('refuses a value that is no header name, at start rather than on every request', () => {
    expect(() => visitorCountryHeader({ VISITOR_COUNTRY_HEADER: 'cf ipcountry' })).toThrow(/not an HTTP header name/);
  });
});
