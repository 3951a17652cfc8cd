import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, clientIpOf, trustedClientIp, withClientIp } from './client-ip.js';

describe('client IP at the edge', () => {
  it('believes X-Forwarded-For only when the operator named it as the trusted proxy header', () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' });
    expect(trustedClientIp(headers, '10.0.0.9', undefined)).toBe('10.0.0.9');
    expect(trustedClientIp(headers, '10.0.0.9', 'X-Forwarded-For')).toBe('198.51.100.1');
    expect(trustedClientIp(new Headers(), '10.0.0.9', 'x-forwarded-for')).toBe('10.0.0.9');
    expect(trustedClientIp(new Headers(), undefined, undefined)).toBeUndefined();
  });

  it('replaces a client-IP header the request arrived with', () => {
    const forged = new Request('http://shop.test/api/x', { headers: { [CLIENT_IP_HEADER]: '1.2.3.4' } });
    expect(withClientIp(forged, '203.0.113.5').headers.get(CLIENT_IP_HEADER)).toBe('203.0.113.5');
    expect(withClientIp(forged, undefined).headers.has(CLIENT_IP_HEADER)).toBe(false);
  });

  it('reads the edge’s value, "unknown" without one', () => {
    expect(clientIpOf({ header: () => ' 203.0.113.5 ' })).toBe('203.0.113.5');
    expect(clientIpOf({ header: () => undefined })).toBe('unknown');
  });
});
