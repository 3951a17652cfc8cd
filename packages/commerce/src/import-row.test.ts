import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidRow, parseImportRow } from './import-row.js';

const Row = z
  .object({ id: z.string().regex(/^[a-z]+$/, 'must be letters'), n: z.number() })
  .strict()
  .refine((row) => row.n > 0, { message: 'n must be positive' });

describe('parseImportRow', () => {
  it('answers the row as its schema parses it', () => {
    expect(parseImportRow(Row, { id: 'a', n: 1 }, 'Row #0 (a)')).toEqual({ id: 'a', n: 1 });
  });

  it('names the row and every problem by its field, a whole-row problem by the given name', () => {
    expect(() => parseImportRow(Row, { id: 'A1', n: 'x' }, 'Row #2 (A1)')).toThrow(
      /^Row #2 \(A1\) is not valid: id: must be letters; n: /,
    );
    expect(() => parseImportRow(Row, { id: 'a', n: -1 }, 'Row #3 (a)', 'row')).toThrow(
      'Row #3 (a) is not valid: row: n must be positive',
    );
  });
});

describe('invalidRow', () => {
  it('keeps the cause it is given', () => {
    const cause = new Error('bad path');
    const error = invalidRow('Redirect #1 (/x)', cause.message, cause);
    expect(error.message).toBe('Redirect #1 (/x) is not valid: bad path');
    expect(error.cause).toBe(cause);
    expect(invalidRow('Row', 'p').cause).toBeUndefined();
  });
});
