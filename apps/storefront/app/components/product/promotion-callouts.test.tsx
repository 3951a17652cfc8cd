// @vitest-environment happy-dom
import type { ProductPromotion } from '@ridgeline/sdk';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { PromotionCallouts } from './promotion-callouts';

afterEach(cleanup);

const promotion = (over: Partial<ProductPromotion>): ProductPromotion => ({
  promotionId: 'p',
  calloutMsg: 'Callout',
  callOutMessageDisplayPages: ['product', 'cart'],
  calloutOpenAccount: false,
  isExclusive: false,
  ...over,
});

const renderCallouts = (promotions: ProductPromotion[]) =>
  renderInShop(
    <>
      <PromotionCallouts promotions={promotions} />
      <p>Rendered</p>
    </>,
    { path: '/fr-CA/p/x', rootData: { localeId: 'fr-CA', siteId: 'ridgeline', customer: null } },
  );

describe('PromotionCallouts', () => {
  it('shows the callouts meant for product pages, a member-exclusive one as a link to the membership page', async () => {
    renderCallouts([
      promotion({ promotionId: 'a', calloutMsg: 'Free shipping over $99' }),
      promotion({ promotionId: 'b', calloutMsg: 'Only in the bag', callOutMessageDisplayPages: ['cart', 'checkout'] }),
      promotion({ promotionId: 'c', calloutMsg: 'Members save 15%', calloutOpenAccount: true }),
    ]);
    const list = await screen.findByRole('list', { name: 'Promotions' }, { timeout: 5_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Free shipping over $99', 'Members save 15%']);
    expect(screen.queryByRole('link', { name: 'Free shipping over $99' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Members save 15%' }).getAttribute('href')).toBe('/fr-CA/membership');
  });

  it('shows nothing when no promotion is meant for product pages', async () => {
    renderCallouts([promotion({ callOutMessageDisplayPages: ['checkout'] })]);
    await screen.findByText('Rendered', {}, { timeout: 5_000 });
    expect(screen.queryByRole('list', { name: 'Promotions' })).toBeNull();
  });
});
