/**
 * Refinements in storefront URLs, as the commerce platform writes them: one `refine` parameter per
 * attribute, `refine=c_color=BLK|NAV`. Values within an attribute are OR'ed, attributes AND'ed.
 * Changing a refinement returns to page 1.
 */
export type Refinements = Record<string, string[]>;

export function parseRefinements(search: URLSearchParams): Refinements {
  const result: Refinements = {};
  for (const raw of search.getAll('refine')) {
    const at = raw.indexOf('=');
    if (at <= 0) continue;
    const id = raw.slice(0, at);
    const values = raw
      .slice(at + 1)
      .split('|')
      .filter(Boolean);
    if (values.length) result[id] = [...new Set([...(result[id] ?? []), ...values])];
  }
  return result;
}

function withRefinements(search: URLSearchParams, refinements: Refinements): string {
  const next = new URLSearchParams(search);
  next.delete('refine');
  next.delete('page');
  next.delete('offset');
  for (const [id, values] of Object.entries(refinements)) {
    if (values.length) next.append('refine', `${id}=${values.join('|')}`);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** The query string with `value` of `id` switched on or off. Single-valued attributes replace their value. */
export function toggleRefinement(search: URLSearchParams, id: string, value: string, single = false): string {
  const current = parseRefinements(search);
  const values = current[id] ?? [];
  const on = values.includes(value);
  current[id] = on ? values.filter((v) => v !== value) : single ? [value] : [...values, value];
  return withRefinements(search, current);
}

export function clearRefinements(search: URLSearchParams): string {
  return withRefinements(search, {});
}

/** For the API: `{ c_color: 'BLK|NAV' }`. */
export function refinementsForApi(refinements: Refinements): Record<string, string> {
  return Object.fromEntries(Object.entries(refinements).map(([id, values]) => [id, values.join('|')]));
}
