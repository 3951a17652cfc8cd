// @vitest-environment happy-dom
import type { ProductPromotion } from '@ridgeline/sdk';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountModalProvider } from '../account/account-modal';
import { I18nProvider } from '~/lib/i18n';
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

function renderCallouts(promotions: ProductPromotion[], path = '/fr-CA/p/x') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ localeId: 'fr-CA', siteId: 'ridgeline', customer: null }),
      HydrateFallback: () => null,
      children: [
        {
          path: '*',
          Component: () => (
            <I18nProvider locale="en-US" messages={{}}>
              <AccountModalProvider signedIn={false}>
                <PromotionCallouts promotions={promotions} />
                <p>Rendered</p>
              </AccountModalProvider>
            </I18nProvider>
          ),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

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
    expect(screen.queryByRole('list')).toBeNull();
  });
});
