import { TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { metaMessage, metaTitle, pageTitle } from './meta';

const root = (localeId: string, messages: Record<string, unknown>) => ({ id: 'root', data: { localeId, messages } });

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
      { id: 'routes/store-locator', data: {} },
    ];
    expect(metaTitle(matches, { id: 'store_locator.title', defaultMessage: 'Find a Store' })).toBe(
      'Trouver un magasin | Ridgeline',
    );
    expect(metaMessage(matches, { id: 'order.title', defaultMessage: 'Order {orderNo}' }, { orderNo: '00012' })).toBe(
      'Commande 00012',
    );
  });

  it('falls back to the default message without a catalogue (a page rendered without the root data)', () => {
    expect(metaTitle([undefined], { id: 'store_locator.title', defaultMessage: 'Find a Store' })).toBe(
      'Find a Store | Ridgeline',
    );
    expect(pageTitle(undefined)).toBe('Ridgeline');
  });
});
