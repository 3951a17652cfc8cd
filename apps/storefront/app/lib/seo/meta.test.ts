import { TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { metaMessage, metaTitle, pageTitle } from './meta';

const root = (localeId: string, messages: Record<string, unknown>) => ({
  id: 'root',
  loaderData: { localeId, messages },
});

describe('page titles', () => {
  it('reads the title from the root loader’s catalogue, with its values', () => {
    const matches = [
      root('fr-CA', {
        'store_locator.title': [{ type: TYPE.literal, value: 'Trouver un magasin' }],
        'order.title': [
          { type: TYPE.literal, value: 'Commande ' },
          { type: TYPE.argument, value: 'orderNo' },
        ],
      }),
      { id: 'routes/store-locator', loaderData: {} },
    ];
    expect(metaTitle(matches, { id: 'store_locator.title', defaultMessage: 'Find a Store' })).toBe(
      'Trouver un magasin | Ridgeline',
    );
    expect(metaMessage(matches, { id: 'order.title', defaultMessage: 'Order {orderNo}' }, { orderNo: '00012' })).toBe(
      'Commande 00012',
    );
  });

  it('is the shop’s name alone without a catalogue (a page rendered without the root data), never an id', () => {
    expect(metaTitle([undefined], { id: 'store_locator.title', defaultMessage: 'Find a Store' })).toBe('Ridgeline');
    expect(metaTitle([{ id: 'root', loaderData: {} }], { id: 'store_locator.title' })).toBe('Ridgeline');
    expect(pageTitle(undefined)).toBe('Ridgeline');
  });
});
