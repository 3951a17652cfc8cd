import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../http/errors.js';
import { tableTaxCalculator, taxFor } from './calculate.js';
import { UnsupportedTaxRegionError } from './errors.js';

const tax = (country: string, region: string, amounts: number[], shipping = 0) =>
  taxFor({ country, region, lines: amounts.map((amount) => ({ amount })), shipping });

describe('taxFor in Canada', () => {
  it('charges Ontario HST at 13 %, shipping included', () => {
    const r = tax('CA', 'ON', [10000], 895);
    expect(r.lines).toEqual([{ amount: 10000, tax: 1300, components: [{ id: 'HST', amount: 1300 }] }]);
    expect(r.shipping).toEqual({ amount: 895, tax: 116, components: [{ id: 'HST', amount: 116 }] }); // 116.35
    expect(r.components).toEqual([{ id: 'HST', label: { en: 'HST', fr: 'TVH' }, rate: 13, amount: 1416 }]);
    expect(r.total).toBe(1416);
  });
  it('charges Quebec GST 5 % and QST 9.975 % separately, each rounded per line', () => {
    const r = tax('CA', 'QC', [10000, 1999], 1095);
    // 10000: 500 + 997.5 → 998. 1999: 99.95 → 100 + 199.40 → 199. Shipping 1095: 54.75 → 55 + 109.23 → 109.
    expect(r.lines.map((l) => l.components)).toEqual([
      [
        { id: 'GST', amount: 500 },
        { id: 'QST', amount: 998 },
      ],
      [
        { id: 'GST', amount: 100 },
        { id: 'QST', amount: 199 },
      ],
    ]);
    expect(r.shipping.tax).toBe(55 + 109);
    expect(r.components.map((c) => [c.id, c.label.fr, c.rate, c.amount])).toEqual([
      ['GST', 'TPS', 5, 655],
      ['QST', 'TVQ', 9.975, 1306],
    ]);
    expect(r.total).toBe(1961);
  });
  it('rounds per line: two lines of 50 cents in Ontario pay 7 + 7, not 13', () => {
    expect(tax('CA', 'ON', [50, 50]).total).toBe(14);
  });
  it('has the 2025–26 rates of every province and territory', () => {
    const rates = (region: string) => tax('CA', region, [100000]).components.map((c) => [c.id, c.rate]);
    expect(rates('ON')).toEqual([['HST', 13]]);
    expect(rates('NS')).toEqual([['HST', 14]]);
    for (const r of ['NB', 'NL', 'PE']) expect(rates(r)).toEqual([['HST', 15]]);
    expect(rates('QC')).toEqual([
      ['GST', 5],
      ['QST', 9.975],
    ]);
    expect(rates('BC')).toEqual([
      ['GST', 5],
      ['PST', 7],
    ]);
    expect(rates('MB')).toEqual([
      ['GST', 5],
      ['RST', 7],
    ]);
    expect(rates('SK')).toEqual([
      ['GST', 5],
      ['PST', 6],
    ]);
    for (const r of ['AB', 'NT', 'NU', 'YT']) expect(rates(r)).toEqual([['GST', 5]]);
  });
  it('taxes British Columbia shipping with GST and PST', () => {
    expect(tax('CA', 'BC', [1000], 1000).shipping.components).toEqual([
      { id: 'GST', amount: 50 },
      { id: 'PST', amount: 70 },
    ]);
  });
});

describe('taxFor in the United States (demo table)', () => {
  it('charges nothing in a state without sales tax', () => {
    for (const state of ['OR', 'DE', 'MT', 'NH']) {
      const r = tax('US', state, [10000], 895);
      expect(r.total).toBe(0);
      expect(r.components).toEqual([]);
      expect(r.lines).toEqual([{ amount: 10000, tax: 0, components: [] }]);
    }
  });
  it('charges the combined rate and taxes shipping where the state does (New York)', () => {
    const r = tax('US', 'NY', [10000], 895);
    expect(r.lines[0]?.tax).toBe(853);
    expect(r.shipping.tax).toBe(76); // 76.34
    expect(r.components).toEqual([
      { id: 'SALES', label: { en: 'Sales tax', fr: 'Taxe de vente' }, rate: 8.53, amount: 929 },
    ]);
  });
  it('leaves shipping untaxed where the state does not tax delivery charges (California)', () => {
    const r = tax('US', 'CA', [10000], 895);
    expect(r.lines[0]?.tax).toBe(885);
    expect(r.shipping).toEqual({ amount: 895, tax: 0, components: [] });
  });
});

describe('taxFor rules', () => {
  it('does not tax exempt lines, nor shipping when only exempt lines ship', () => {
    const mixed = taxFor({
      country: 'CA',
      region: 'ON',
      lines: [{ amount: 5000, taxClass: 'exempt' }, { amount: 1000 }],
      shipping: 1000,
    });
    expect(mixed.lines.map((l) => l.tax)).toEqual([0, 130]);
    expect(mixed.shipping.tax).toBe(130);
    const giftCardOnly = taxFor({
      country: 'CA',
      region: 'ON',
      lines: [{ amount: 5000, taxClass: 'exempt' }],
      shipping: 1000,
    });
    expect(giftCardOnly.total).toBe(0);
    const freeGoods = tax('CA', 'ON', [0], 1000);
    expect(freeGoods.shipping.tax).toBe(130); // taxable goods discounted to 0 still ship taxed
  });
  it('accepts region and country in any case and with spaces', () => {
    expect(tax(' ca', 'qc ', [100]).region).toBe('QC');
  });
  it('refuses an unknown destination', () => {
    expect(() => tax('CA', 'XX', [100])).toThrow(UnsupportedTaxRegionError);
    expect(() => tax('GB', 'LND', [100])).toThrow(UnsupportedTaxRegionError);
    expect(() => tax('US', 'toString', [100])).toThrow(UnsupportedTaxRegionError);
  });
  it('refuses amounts that are not whole, non-negative minor units', () => {
    expect(() => tax('CA', 'ON', [-1])).toThrow(InvalidInputError);
    expect(() => tax('CA', 'ON', [10.5])).toThrow(InvalidInputError);
    expect(() => tax('CA', 'ON', [100], -5)).toThrow(InvalidInputError);
  });
  it('keeps lines, components and total in agreement', () => {
    const r = tax('CA', 'QC', [1, 333, 4999, 12345, 99999], 1095);
    const byLines = r.lines.reduce((a, l) => a + l.tax, 0) + r.shipping.tax;
    expect(byLines).toBe(r.total);
    expect(r.components.reduce((a, c) => a + c.amount, 0)).toBe(r.total);
  });
  it('is available behind the TaxCalculator interface', async () => {
    const input = { country: 'CA', region: 'ON', lines: [{ amount: 100 }], shipping: 0 };
    expect(await tableTaxCalculator.taxFor(input)).toEqual(taxFor(input));
  });
});
