import { CommerceApiError, createCommerceClient } from '@ridgeline/sdk';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addRetryAfter } from '../app/lib/http/unavailable.js';
import { unavailableAsPage } from './engine-unavailable.js';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  unavailableAsPage(async () => Response.json(body, { status, headers }));

/** What React Router makes of a thrown `data()`: the status and data a route error carries. */
async function thrown(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  const { init, data } = error as { init?: ResponseInit; data?: unknown };
  return { error, status: init?.status, data };
}

describe('unavailableAsPage', () => {
  it('turns the engine’s 503 unavailable into the page’s 503, with the engine’s wait', async () => {
    const send = answer(
      503,
      { error: { code: 'unavailable', message: 'Briefly unavailable.' } },
      { 'retry-after': '7' },
    );
    const { status, data } = await thrown(send(new Request('http://engine/api/products/x')));
    expect(status).toBe(503);
    expect(data).toEqual({ retryAfterSeconds: 7 });
  });

  it('leaves every other answer to the SDK, which keeps its codes (a 503 of another kind too)', async () => {
    const send = answer(503, {
      error: { code: 'feature_unavailable', message: 'This feature is not currently available.' },
    });
    const client = createCommerceClient({ baseUrl: 'http://engine/api', fetch: send });
    const error = await client.getProduct('x', { locale: 'en-US', currency: 'USD' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceApiError);
    expect((error as CommerceApiError).code).toBe('feature_unavailable');
    expect((await answer(200, { ok: true })(new Request('http://engine/api/x'))).status).toBe(200);
  });

  it('counts an engine that cannot be reached at all as unavailable, and nothing else thrown', async () => {
    const down = unavailableAsPage(() => fetch('http://127.0.0.1:1/api/x'));
    expect((await thrown(down(new Request('http://127.0.0.1:1/api/x')))).status).toBe(503);
    const bug = unavailableAsPage(() => Promise.reject(new RangeError('a bug')));
    expect((await thrown(bug(new Request('http://engine/api/x')))).error).toBeInstanceOf(RangeError);
  });
});

describe('addRetryAfter', () => {
  it('adds the wait a 503 route error carries, or the default, only to 503s and only once', () => {
    const headers = new Headers();
    const error = { status: 503, statusText: 'Service Unavailable', internal: false, data: { retryAfterSeconds: 9 } };
    expect(isRouteErrorResponse(error)).toBe(true);
    addRetryAfter(503, headers, { root: error });
    expect(headers.get('retry-after')).toBe('9');
    addRetryAfter(503, headers);
    expect(headers.get('retry-after')).toBe('9');
    const plain = new Headers();
    addRetryAfter(503, plain);
    expect(plain.get('retry-after')).toBe('5');
    const ok = new Headers();
    addRetryAfter(500, ok);
    expect(ok.has('retry-after')).toBe(false);
  });
});
