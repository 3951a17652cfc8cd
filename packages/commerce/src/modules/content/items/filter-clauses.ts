import { isObject } from './resolve-tree.js';

/**
 * The filter's clauses and sort keys (decision 045, the content service's `filterBy`): JSON pointers
 * (RFC 6901) into an item as delivered, before its references are followed.
 */

/** `/a/b~1c`: one or more non-empty segments, `~` only as `~0` (a `~`) or `~1` (a `/`). */
export const JSON_POINTER = /^(\/([^~/]|~[01])+)+$/;
export const MAX_POINTER_LENGTH = 200;

export type ClauseValue = string | number | boolean;
export type FilterClause = { path: string; value: ClauseValue };

export const pointerSegments = (pointer: string): string[] =>
  pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));

/** The value a pointer points at, or undefined when nothing is there. */
export function valueAt(document: unknown, pointer: string): unknown {
  let at = document;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(at)) {
      if (!/^(0|[1-9]\d*)$/.test(segment)) return undefined;
      at = at[Number(segment)];
    } else if (isObject(at) && Object.hasOwn(at, segment)) at = at[segment];
    else return undefined;
  }
  return at;
}

/** A clause holds when the value there equals it, or, for a list, when the list holds it. */
export function clauseHolds(document: unknown, clause: FilterClause): boolean {
  const found = valueAt(document, clause.path);
  return Array.isArray(found) ? found.some((entry) => entry === clause.value) : found === clause.value;
}

/** Strings are sorted by their first 500 characters (which a page cursor carries). */
export const SORT_VALUE_CHARS = 500;

/** The value an item is sorted by: a string, number or boolean at the path; anything else counts as none. */
export function sortValue(document: unknown, pointer: string): ClauseValue | null {
  const found = valueAt(document, pointer);
  if (typeof found === 'string') return found.slice(0, SORT_VALUE_CHARS);
  return typeof found === 'number' || typeof found === 'boolean' ? found : null;
}

const TYPE_RANK = { boolean: 0, number: 1, string: 2 } as const;
const natural = <T extends string | number | boolean>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order by a sort key: false before true, numbers, then strings (by code unit), ties by name
 * then id; `DESC` reverses it. Items with no value at the key come last either way.
 */
export function compareSorted(
  a: { value: ClauseValue | null; name: string; id: string },
  b: { value: ClauseValue | null; name: string; id: string },
  descending: boolean,
): number {
  if (a.value === null || b.value === null) {
    if (a.value !== b.value) return a.value === null ? 1 : -1;
  } else {
    const byType = TYPE_RANK[typeof a.value as keyof typeof TYPE_RANK] - TYPE_RANK[typeof b.value as keyof typeof TYPE_RANK];
    const byValue = byType || natural(a.value, b.value);
    if (byValue) return descending ? -byValue : byValue;
  }
  const byRest = natural(a.name, b.name) || natural(a.id, b.id);
  return descending ? -byRest : byRest;
}
