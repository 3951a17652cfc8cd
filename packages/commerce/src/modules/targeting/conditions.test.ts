import { describe, expect, it } from 'vitest';
import { failedConditions, ruleMatches, type DecisionFacts } from './conditions.js';

const facts = (over: Partial<DecisionFacts> = {}): DecisionFacts => ({
  pageType: 'product',
  productIds: new Set(['RL100030', 'RL100030-412-7']),
  categoryIds: new Set(['footwear', 'footwear-winter-boots']),
  search: 'Sun Protection hat',
  cart: { quantity: 2, value: 120 },
  purchased: false,
  customerGroups: new Set(['Everyone', 'Unregistered']),
  qualifiers: { store: 'denver' },
  country: 'CA',
  at: new Date('2026-12-01T15:30:00Z'),
  weather: { band: 'cold', condition: 'snow' },
  ...over,
});

describe('failedConditions', () => {
  it('matches a rule without conditions, and one whose every condition holds', () => {
    expect(ruleMatches({}, facts())).toBe(true);
    expect(
      failedConditions(
        {
          pageTypes: ['product', 'category'],
          productIds: ['RL100030'],
          categoryIds: ['footwear-winter-boots'],
          searchTerms: ['sun protection'],
          cart: { minQuantity: 2, minValue: 100 },
          purchased: false,
          customerGroups: ['Unregistered'],
          qualifiers: { store: 'denver' },
          countries: ['CA', 'US'],
          weather: { bands: ['cold', 'freezing'], conditions: ['snow'] },
        },
        facts(),
      ),
    ).toEqual([]);
  });

  it('names each condition that fails', () => {
    expect(
      failedConditions(
        {
          pageTypes: ['home'],
          productIds: ['RL1'],
          categoryIds: ['sale'],
          searchTerms: ['boots'],
          cart: { minValue: 500 },
          purchased: true,
          customerGroups: ['Registered'],
          qualifiers: { store: 'boston' },
          countries: ['US'],
          weather: { bands: ['hot'] },
        },
        facts(),
      ),
    ).toEqual([
      'pageTypes',
      'productIds',
      'categoryIds',
      'searchTerms',
      'cart',
      'purchased',
      'customerGroups',
      'qualifiers',
      'countries',
      'weather',
    ]);
  });

  it('an empty bag fails any cart condition; no known country or weather fails theirs', () => {
    expect(failedConditions({ cart: {} }, facts({ cart: { quantity: 0, value: 0 } }))).toEqual(['cart']);
    const { country: _country, weather: _weather, ...unknown } = facts();
    expect(failedConditions({ countries: ['CA'], weather: { conditions: ['snow'] } }, unknown)).toEqual([
      'countries',
      'weather',
    ]);
  });

  it('reads hours in the rule’s time zone, spanning midnight when from > to', () => {
    // 15:30 UTC is 10:30 in Toronto (EST).
    expect(ruleMatches({ hours: { from: 10, to: 11, timeZone: 'America/Toronto' } }, facts())).toBe(true);
    expect(ruleMatches({ hours: { from: 10, to: 11 } }, facts())).toBe(false);
    expect(ruleMatches({ hours: { from: 22, to: 6 } }, facts({ at: new Date('2026-12-01T23:00:00Z') }))).toBe(true);
    expect(ruleMatches({ hours: { from: 22, to: 6 } }, facts({ at: new Date('2026-12-01T12:00:00Z') }))).toBe(false);
  });

  it('keeps to a window of the moment decided for (preview and the toolkit move it)', () => {
    const window = { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-02T00:00:00Z' };
    expect(ruleMatches(window, facts())).toBe(true);
    expect(failedConditions(window, facts({ at: new Date('2026-12-02T00:00:00Z') }))).toEqual(['endsAt']);
    expect(failedConditions(window, facts({ at: new Date('2026-11-30T23:59:59Z') }))).toEqual(['startsAt']);
  });
});
