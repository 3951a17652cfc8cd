import type { FeatureFlags } from '@ridgeline/config';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader as cartLoader } from '~/routes/cart';
import { loader as checkoutLoader } from '~/routes/checkout';
import { legacyRedirectWhenOff } from './legacy-redirect.server';

const LEGACY = 'https://www.ridgeline.com';
const CHECKOUT_BEGIN = `${LEGACY}/on/demandware.store/Sites-ridgeline-Site`;

/** Just what these loaders read: the flags, and a shopper with no session (so no bag). */
function args(path: string, features: FeatureFlags) {
  const context = { features, shopper: { token: undefined } } as unknown as AppLoadContext;
  return { request: new Request(`http://shop.test${path}`), context, params: {} } as never;
}

/** What a loader threw, as status, location and whether React Router must reload the document. */
async function thrown(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return {
      status: error.status,
      location: error.headers.get('location'),
      reloadDocument: error.headers.get('x-remix-reload-document') === 'true',
    };
  }
  throw new Error('expected the loader to throw a redirect');
}

const on: FeatureFlags = { cart: true, checkout: true, wishlist: true };

describe('legacyRedirectWhenOff', () => {
  it('does nothing while the flag is on', () => {
    expect(() => legacyRedirectWhenOff(new Request('http://shop.test/cart'), { features: on }, 'cart')).not.toThrow();
  });

  it('throws a 302 document redirect to the legacy area in the request’s locale', async () => {
    const request = new Request('http://shop.test/en-CA/checkout');
    expect(
      await thrown(() => legacyRedirectWhenOff(request, { features: { ...on, checkout: false } }, 'checkout')),
    ).toEqual({
      status: 302,
      location: `${CHECKOUT_BEGIN}/en_CA/Checkout-Begin`,
      reloadDocument: true,
    });
  });
});

describe('the cart loader', () => {
  it('sends the shopper to the legacy cart (r=1) by full page load when the cart flag is off', async () => {
    expect(await thrown(() => cartLoader(args('/cart', { ...on, cart: false })))).toEqual({
      status: 302,
      location: `${LEGACY}/cart?r=1`,
      reloadDocument: true,
    });
    expect(await thrown(() => cartLoader(args('/fr-CA/cart', { ...on, cart: false })))).toMatchObject({
      location: `${LEGACY}/fr-CA/cart?r=1`,
    });
  });

  it('shows the in-app bag when the cart flag is on, whatever the checkout flag', async () => {
    expect(await cartLoader(args('/cart', { ...on, checkout: false }))).toEqual({ basket: undefined });
  });
});

describe('the checkout loader', () => {
  it('sends the shopper to the legacy checkout begin endpoint when the checkout flag is off', async () => {
    expect(await thrown(() => checkoutLoader(args('/fr-CA/checkout', { ...on, checkout: false })))).toEqual({
      status: 302,
      location: `${CHECKOUT_BEGIN}/fr_CA/Checkout-Begin`,
      reloadDocument: true,
    });
  });

  it('stays in the app when the checkout flag is on (here: no bag, so back to the in-app bag)', async () => {
    const outcome: unknown = await Promise.resolve()
      .then(() => checkoutLoader(args('/fr-CA/checkout', on)))
      .catch((error: unknown) => error);
    const location = outcome instanceof Response ? outcome.headers.get('location') : null;
    expect(location).toBe('/fr-CA/cart');
  });
});
