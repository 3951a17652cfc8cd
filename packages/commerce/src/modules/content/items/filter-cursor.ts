import { InvalidInputError } from '../../../http/errors.js';
import type { ClauseValue } from './filter-clauses.js';
import { isUuid } from './validate.js';

/**
 * The filter's page cursors: where the page ended, opaque to callers (base64url of JSON). The
 * default order's is `[name, id]`; a sort key's adds the key and the last item's value there, so a
 * cursor is refused by another order.
 */
export type FilterCursor = { name: string; id: string; sort?: { path: string; value: ClauseValue | null } };

export function encodeCursor(cursor: FilterCursor): string {
  const parts: unknown[] = [cursor.name, cursor.id];
  if (cursor.sort) parts.push(cursor.sort.path, cursor.sort.value);
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

const isSortValue = (value: unknown): value is ClauseValue | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The cursor, for the order asked (`sortPath` undefined: the default order); 400 when the filter did not give it. */
export function decodeCursor(cursor: string, sortPath: string | undefined): FilterCursor {
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (Array.isArray(parts)) {
      const [name, id, path, value] = parts as unknown[];
      if (typeof name === 'string' && typeof id === 'string' && isUuid(id)) {
        if (sortPath === undefined && parts.length === 2) return { name, id };
        if (sortPath !== undefined && parts.length === 4 && path === sortPath && isSortValue(value)) {
          return { name, id, sort: { path: sortPath, value } };
        }
      }
    }
  } catch {
    // refused below
  }
  throw new InvalidInputError('page.cursor: is not a cursor this filter answered (for this sortBy); start again without one.');
}
