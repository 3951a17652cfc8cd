import type { AppLoadContext } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { serverReadyLoads } from '~/lib/hydration/server-ready-lazy';

type RouteModule = {
  action?: (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;
};

const modules = import.meta.glob<RouteModule>(['./**/*.{ts,tsx}', '!./**/*.test.*']);
// Route modules begin loading their server-drawn parts at import (serverReadyLazy): let them come first.
afterAll(() => serverReadyLoads());
/** Logging out takes no form: it acts on the session alone. */
const TAKES_NO_FORM = new Set(['./logout.ts']);
const LEGACY_PARAMS = { sitesSegment: 'Sites-ridgeline-Site', localeSegment: 'en_US' };

/** A context that fails the test if an action touches the shopper or the engine before reading its form. */
const context = new Proxy({ features: { wishlist: true, cart: true, checkout: true } } as object, {
  get(target, key) {
    if (key in target || key === 'then') return (target as Record<PropertyKey, unknown>)[key];
    throw new Error(`the action used context.${String(key)} before refusing the body`);
  },
}) as AppLoadContext;

/** The status an action answers: a Response returned, or one thrown for the error boundary. */
async function statusOf(action: NonNullable<RouteModule['action']>, request: Request): Promise<number> {
  const answer = await Promise.resolve(action({ request, params: LEGACY_PARAMS, context })).catch((e: unknown) => e);
  if (answer instanceof Response) return answer.status;
  throw answer instanceof Error ? answer : new Error(`answered ${JSON.stringify(answer)}, not a 4xx`);
}

const bodies: [string, () => RequestInit][] = [
  ['no body', () => ({})],
  ['a JSON body', () => ({ body: '{"intent":"login"}', headers: { 'content-type': 'application/json' } })],
  ['a text body', () => ({ body: 'intent=login', headers: { 'content-type': 'text/plain' } })],
  [
    'a form with a NUL in a field',
    () => ({
      body: 'intent=remove-coupon&code=SAVE%0010&email=ada%00%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  ],
];

describe('every action answers a body that is no form, or a form with a NUL in a field, with a 4xx', async () => {
  const actions: [string, NonNullable<RouteModule['action']>][] = [];
  for (const [file, load] of Object.entries(modules)) {
    const { action } = await load();
    if (action && !TAKES_NO_FORM.has(file)) actions.push([file, action]);
  }

  it('finds the actions', () => {
    expect(actions.map(([file]) => file)).toEqual(
      expect.arrayContaining(['./login.tsx', './cart.tsx', './product.tsx']),
    );
    expect(actions.length).toBeGreaterThanOrEqual(15);
  });

  for (const [file, action] of actions) {
    it.each(bodies)(`${file}: %s`, async (_name, init) => {
      const status = await statusOf(action, new Request('http://shop.test/x', { method: 'POST', ...init() }));
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    });
  }
});
