import { describe, expect, it } from 'vitest';
import { jurisdictionFor, TAX_TABLE } from './table.js';

describe('TAX_TABLE', () => {
  it('covers the 13 provinces and territories and the 50 states with DC', () => {
    expect(Object.keys(TAX_TABLE.CA).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(Object.keys(TAX_TABLE.US)).toHaveLength(51);
    expect(TAX_TABLE.US.DC?.name).toBe('District of Columbia');
  });
  it('holds plausible rates: 0 to 15 %, at most 3 decimals, each component once per jurisdiction', () => {
    for (const regions of Object.values(TAX_TABLE)) {
      for (const j of Object.values(regions)) {
        const ids = j.components.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const c of j.components) {
          expect(c.rate).toBeGreaterThan(0);
          expect(c.rate).toBeLessThanOrEqual(15);
          expect(Math.abs(c.rate * 1000 - Math.round(c.rate * 1000))).toBeLessThan(1e-6);
        }
      }
    }
  });
  it('taxes shipping with every Canadian tax', () => {
    for (const j of Object.values(TAX_TABLE.CA)) expect(j.components.every((c) => c.taxesShipping)).toBe(true);
  });
  it('finds a jurisdiction by codes in any case', () => {
    expect(jurisdictionFor('ca', 'on').name).toBe('Ontario');
    expect(jurisdictionFor('US', 'wa').components[0]?.taxesShipping).toBe(true);
  });
});
