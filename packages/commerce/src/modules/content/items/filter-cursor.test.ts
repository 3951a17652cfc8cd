import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../http/errors.js';
import { decodeCursor, encodeCursor } from './filter-cursor.js';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('filter cursors', () => {
  it('round-trips the default order’s and a sort key’s cursor', () => {
    expect(decodeCursor(encodeCursor({ name: '01 Hero', id }), undefined)).toEqual({ name: '01 Hero', id });
    // The default order's cursor is the one the filter has always given.
    expect(encodeCursor({ name: '01 Hero', id })).toBe(raw(['01 Hero', id]));
    for (const value of ['gold', 3, false, null]) {
      const cursor = encodeCursor({ name: 'A', id, sort: { path: '/rank', value } });
      expect(decodeCursor(cursor, '/rank')).toEqual({ name: 'A', id, sort: { path: '/rank', value } });
    }
  });

  it('refuses, as invalid input naming page.cursor, what the filter did not give or gave for another order', () => {
    const byRank = encodeCursor({ name: 'A', id, sort: { path: '/rank', value: 3 } });
    const refused = [
      ['bm9wZQ', undefined],
      ['%%%', undefined],
      [raw(['A', 'not-a-uuid']), undefined],
      [raw({ name: 'A', id }), undefined],
      [raw(['A', id, '/rank', { nested: true }]), '/rank'],
      [byRank, undefined],
      [byRank, '/other'],
      [encodeCursor({ name: 'A', id }), '/rank'],
    ] as const;
    for (const [cursor, sortPath] of refused) {
      expect(() => decodeCursor(cursor, sortPath)).toThrow(InvalidInputError);
      expect(() => decodeCursor(cursor, sortPath)).toThrow(/page\.cursor/);
    }
  });
});
