import { describe, expect, it } from 'vitest';
import { Codes, DocStore, IndexCapacityError, MAX_CODES, searchVectorsOf } from './memory-doc.js';
import { testDocRow } from './testing.js';

const VECTOR = "'jacket':1A";
const PARSED = searchVectorsOf(testDocRow('any', VECTOR))!;
const sizes = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `s${from + i}`);

describe('Codes', () => {
  it(`holds ${MAX_CODES} values and refuses one more, so a slot's codes always fit 16 bits`, () => {
    const codes = new Codes();
    for (let i = 0; i < MAX_CODES; i++) codes.code(`v${i}`);
    expect(codes.code('v0')).toBe(0);
    expect(codes.code(`v${MAX_CODES - 1}`)).toBe(MAX_CODES - 1);
    expect(() => codes.code('one more')).toThrow(IndexCapacityError);
  });
});

describe('DocStore capacity', () => {
  it('refuses a product whose refinement values pass the bound before any column holds part of it', () => {
    const store = new DocStore();
    store.add(testDocRow('p0', VECTOR, { sizes: sizes(MAX_CODES - 200) }), PARSED, 0);
    const size = store.size;
    const codeList = store.codeList.length;
    const row = testDocRow('p1', VECTOR, { sizes: sizes(400, MAX_CODES) });
    expect(store.holds([row])).toBe(false);
    expect(() => store.add(row, PARSED, 1)).toThrow(IndexCapacityError);
    expect(store.size).toBe(size);
    expect(store.codeList.length).toBe(codeList);
    expect(store.ordinal.length).toBe(size);
  });

  it('refuses a product with more values in one refinement than a length can say', () => {
    const store = new DocStore();
    const row = testDocRow('p0', VECTOR, { colors: Array.from({ length: MAX_CODES }, () => 'black') });
    expect(store.holds([row])).toBe(false);
    expect(() => store.add(row, PARSED, 0)).toThrow(/65536 values in one refinement/);
    expect(store.size).toBe(0);
  });

  it('holds rows whose values it already codes, however many', () => {
    const store = new DocStore();
    store.add(testDocRow('p0', VECTOR, { sizes: sizes(MAX_CODES - 200) }), PARSED, 0);
    expect(store.holds([testDocRow('p1', VECTOR, { sizes: sizes(MAX_CODES - 200) })])).toBe(true);
  });
});
