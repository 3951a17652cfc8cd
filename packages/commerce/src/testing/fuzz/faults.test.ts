import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faults, withFault } from './faults.js';

const VALUE = { customer: { email: 'ada@example.com', tags: ['a', 'b'] }, quantity: 2 };
const nulCount = (value: unknown) => (JSON.stringify(value).match(/\\u0000/g) ?? []).length;

describe('one fault in a value', () => {
  it('puts a NUL into exactly one of its strings, leaving the original untouched', () => {
    for (let at = 0; at < 4; at += 1) expect(nulCount(withFault(VALUE, { kind: 'nul', at, offset: 3 }))).toBe(1);
    expect(withFault(VALUE, { kind: 'nul', at: 0, offset: 3 })).toEqual({
      customer: { email: 'ada\u0000@example.com', tags: ['a', 'b'] },
      quantity: 2,
    });
    expect(nulCount(VALUE)).toBe(0);
  });

  it('replaces one part, drops one field or adds one', () => {
    expect(withFault(VALUE, { kind: 'nasty', at: 0, nasty: 'x' })).toBe('x');
    expect(withFault(VALUE, { kind: 'drop', at: 1 })).toEqual({ customer: VALUE.customer });
    expect(withFault({ a: 1 }, { kind: 'extra', at: 0, key: '__proto__', nasty: 1 })).toEqual(
      JSON.parse('{"a":1,"__proto__":1}'),
    );
    // With nothing to put a NUL in, the value itself becomes one.
    expect(withFault(3, { kind: 'nul', at: 5, offset: 0 })).toBe('\u0000');
  });

  it('always changes the value with a NUL, a dropped field or an added one', () => {
    fc.assert(
      fc.property(faults, (fault) => {
        fc.pre(fault.kind !== 'nasty');
        return JSON.stringify(withFault(VALUE, fault)) !== JSON.stringify(VALUE);
      }),
      { seed: 1 },
    );
  });
});
