import { describe, expect, it } from 'vitest';
import { clauseHolds, compareSorted, JSON_POINTER, sortValue, valueAt } from './filter-clauses.js';

const experience = {
  _meta: { schema: 'personalised-experience', name: 'Boots', deliveryId: 'x', hierarchy: { parentId: null } },
  active: true,
  segment: 'loyalty-gold',
  category: ['boots', 'mens'],
  rank: 3,
  'a/b': { 'c~d': 'escaped' },
  list: [{ title: 'first' }],
};

describe('JSON pointers', () => {
  it('accepts pointers with non-empty segments and the two escapes only', () => {
    for (const ok of ['/_meta/schema', '/active', '/a~1b/c~0d', '/list/0/title']) expect(JSON_POINTER.test(ok)).toBe(true);
    for (const bad of ['', '/', 'active', '//x', '/a/', '/a~2', '/a~']) expect(JSON_POINTER.test(bad)).toBe(false);
  });

  it('finds the value a pointer points at, through objects and list indexes', () => {
    expect(valueAt(experience, '/_meta/schema')).toBe('personalised-experience');
    expect(valueAt(experience, '/a~1b/c~0d')).toBe('escaped');
    expect(valueAt(experience, '/list/0/title')).toBe('first');
    expect(valueAt(experience, '/list/01/title')).toBeUndefined();
    expect(valueAt(experience, '/list/x')).toBeUndefined();
    expect(valueAt(experience, '/active/deeper')).toBeUndefined();
    expect(valueAt(experience, '/toString')).toBeUndefined();
  });
});

describe('clauseHolds', () => {
  it('compares for equality, type included, and for a list asks whether it holds the value', () => {
    expect(clauseHolds(experience, { path: '/active', value: true })).toBe(true);
    expect(clauseHolds(experience, { path: '/active', value: 'true' })).toBe(false);
    expect(clauseHolds(experience, { path: '/segment', value: 'loyalty-gold' })).toBe(true);
    expect(clauseHolds(experience, { path: '/segment', value: 'loyalty' })).toBe(false);
    expect(clauseHolds(experience, { path: '/category', value: 'mens' })).toBe(true);
    expect(clauseHolds(experience, { path: '/category', value: 'womens' })).toBe(false);
    expect(clauseHolds(experience, { path: '/rank', value: 3 })).toBe(true);
    expect(clauseHolds(experience, { path: '/missing', value: false })).toBe(false);
  });
});

describe('compareSorted', () => {
  const row = (value: string | number | boolean | null, name = 'n', id = '1') => ({ value, name, id });
  const order = (rows: ReturnType<typeof row>[], descending = false) =>
    [...rows].sort((a, b) => compareSorted(a, b, descending)).map((r) => `${String(r.value)}:${r.name}`);

  it('orders false, true, numbers, strings, ties by name, items without a value last either way', () => {
    const rows = [row('b'), row(null, 'z'), row(10), row(true), row('a', 'y'), row(2), row(false), row('a', 'x')];
    expect(order(rows)).toEqual(['false:n', 'true:n', '2:n', '10:n', 'a:x', 'a:y', 'b:n', 'null:z']);
    expect(order(rows, true)).toEqual(['b:n', 'a:y', 'a:x', '10:n', '2:n', 'true:n', 'false:n', 'null:z']);
  });

  it('sorts strings by their first 500 characters; objects count as no value', () => {
    expect(sortValue({ text: 'x'.repeat(600) }, '/text')).toHaveLength(500);
    expect(sortValue(experience, '/list')).toBeNull();
    expect(sortValue(experience, '/rank')).toBe(3);
  });
});
