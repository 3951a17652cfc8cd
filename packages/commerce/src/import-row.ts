import type { z } from 'zod';

/** An import's refusal of one row: "Store #3 (berlin) is not valid: …". */
export function invalidRow(row: string, problems: string, cause?: unknown): Error {
  return new Error(`${row} is not valid: ${problems}`, cause === undefined ? undefined : { cause });
}

/**
 * One row of an import (stores, redirects, content) validated by its schema: its data, or an error
 * naming the row and every problem by its field (`whole` names a problem with the row as a whole).
 */
export function parseImportRow<S extends z.ZodType>(schema: S, input: unknown, row: string, whole = ''): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw invalidRow(row, parsed.error.issues.map((i) => `${i.path.join('.') || whole}: ${i.message}`).join('; '));
  }
  return parsed.data;
}
