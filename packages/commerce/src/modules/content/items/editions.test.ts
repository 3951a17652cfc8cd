import { describe, expect, it } from 'vitest';
import { isLive, liveEditions, nextEditionBoundary, type EditionWindow } from './editions.js';

const at = (iso: string) => new Date(iso);
const edition = (id: string, start: string, end: string): EditionWindow => ({ id, start: at(start), end: at(end) });

const sale = edition('sale', '2026-12-01T00:00:00Z', '2026-12-08T00:00:00Z');
const flash = edition('flash', '2026-12-03T00:00:00Z', '2026-12-04T00:00:00Z');

describe('edition windows', () => {
  it('are live from the start, inclusive, to the end, exclusive', () => {
    expect(isLive(sale, at('2026-11-30T23:59:59.999Z'))).toBe(false);
    expect(isLive(sale, at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isLive(sale, at('2026-12-07T23:59:59.999Z'))).toBe(true);
    expect(isLive(sale, at('2026-12-08T00:00:00Z'))).toBe(false);
  });

  it('overlapping: the latest start comes first, so its bodies win', () => {
    expect(liveEditions([sale, flash], at('2026-12-03T12:00:00Z')).map((e) => e.id)).toEqual(['flash', 'sale']);
    expect(liveEditions([sale, flash], at('2026-12-05T00:00:00Z')).map((e) => e.id)).toEqual(['sale']);
    expect(liveEditions([sale, flash], at('2026-11-01T00:00:00Z'))).toEqual([]);
  });

  it('the same start: a stable order by id', () => {
    const twin = edition('twin', '2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z');
    expect(liveEditions([sale, twin], at('2026-12-01T01:00:00Z')).map((e) => e.id)).toEqual(['twin', 'sale']);
    expect(liveEditions([twin, sale], at('2026-12-01T01:00:00Z')).map((e) => e.id)).toEqual(['twin', 'sale']);
  });

  it('the next boundary is the nearest start or end after the moment', () => {
    expect(nextEditionBoundary([sale, flash], at('2026-11-01T00:00:00Z'))).toEqual(at('2026-12-01T00:00:00Z'));
    expect(nextEditionBoundary([sale, flash], at('2026-12-01T00:00:00Z'))).toEqual(at('2026-12-03T00:00:00Z'));
    expect(nextEditionBoundary([sale, flash], at('2026-12-03T10:00:00Z'))).toEqual(at('2026-12-04T00:00:00Z'));
    expect(nextEditionBoundary([sale, flash], at('2026-12-08T00:00:00Z'))).toBeUndefined();
  });
});
