// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_STORAGE_KEY, getClientIp } from './client-ip';

const answer = (status: number, body: unknown = {}) =>
  vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('client IP', () => {
  it('asks /client-ip once and keeps the answer in session storage', async () => {
    const fetch = answer(200, { clientIp: '203.0.113.9' });
    expect(await getClientIp({ fetch })).toBe('203.0.113.9');
    expect(fetch).toHaveBeenCalledWith('/client-ip');
    expect(sessionStorage.getItem(CLIENT_IP_STORAGE_KEY)).toBe('203.0.113.9');
    expect(await getClientIp({ fetch })).toBe('203.0.113.9');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('logs a non-OK answer and returns what is cached', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(CLIENT_IP_STORAGE_KEY, '198.51.100.1');
    const fetch = answer(503);
    expect(await getClientIp({ refresh: true, fetch })).toBe('198.51.100.1');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Client IP request failed with status 503');
    sessionStorage.clear();
    expect(await getClientIp({ fetch })).toBeNull();
  });

  it('refreshes on request and replaces the cached address', async () => {
    sessionStorage.setItem(CLIENT_IP_STORAGE_KEY, '198.51.100.1');
    expect(await getClientIp({ refresh: true, fetch: answer(200, { clientIp: '203.0.113.10' }) })).toBe('203.0.113.10');
    expect(sessionStorage.getItem(CLIENT_IP_STORAGE_KEY)).toBe('203.0.113.10');
  });

  it('keeps the cached address when the call fails outright or answers no address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(CLIENT_IP_STORAGE_KEY, '198.51.100.1');
    const offline = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await getClientIp({ refresh: true, fetch: offline })).toBe('198.51.100.1');
    expect(await getClientIp({ refresh: true, fetch: answer(200, { clientIp: null }) })).toBe('198.51.100.1');
  });
});
