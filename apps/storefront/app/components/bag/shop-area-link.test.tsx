// @vitest-environment happy-dom
import type { FeatureFlags } from '@ridgeline/config';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '~/components/layout/header';
import { renderInShop } from '~/test/render';
import { ShopAreaLink } from './shop-area-link';

afterEach(cleanup);

/** The links under a root route whose data carries the flags, as the root loader gives them. */
const renderWithFlags = (features: FeatureFlags | undefined, path = '/home') =>
  renderInShop(
    <>
      <Header categories={[]} bagCount={2} customer={null} />
      <ShopAreaLink area="checkout">Checkout</ShopAreaLink>
    </>,
    { path, rootData: { localeId: path.startsWith('/fr-CA') ? 'fr-CA' : 'en-US', siteId: 'ridgeline', features } },
  );

// The whole header renders first: under a loaded machine that took longer than findBy's default 1 s once.
const hrefOf = async (name: string) =>
  (await screen.findByRole('link', { name }, { timeout: 5_000 })).getAttribute('href');

describe('ShopAreaLink', () => {
  it('stays in the app while the flags are on', async () => {
    renderWithFlags({ cart: true, checkout: true, wishlist: true }, '/fr-CA/home');
    expect(await hrefOf('Bag, 2 items')).toBe('/fr-CA/cart');
    expect(await hrefOf('Checkout')).toBe('/fr-CA/checkout');
  });

  it('links to the legacy storefront, in the locale, for a flag that is off', async () => {
    renderWithFlags({ cart: false, checkout: true, wishlist: true }, '/fr-CA/home');
    expect(await hrefOf('Bag, 2 items')).toBe('https://www.ridgeline.com/fr-CA/cart?r=1');
    expect(await hrefOf('Checkout')).toBe('/fr-CA/checkout');
    cleanup();
    renderWithFlags({ cart: true, checkout: false, wishlist: true });
    expect(await hrefOf('Bag, 2 items')).toBe('/cart');
    expect(await hrefOf('Checkout')).toBe(
      'https://www.ridgeline.com/on/demandware.store/Sites-ridgeline-Site/en_US/Checkout-Begin',
    );
  });

  it('keeps the configured defaults (on) without root data', async () => {
    renderWithFlags(undefined);
    expect(await hrefOf('Bag, 2 items')).toBe('/cart');
  });
});
