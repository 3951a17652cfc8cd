import { InvalidInputError } from '../../http/errors.js';
import { REFINEMENT_IDS, type RefinementId } from '@ridgeline/config';
import { priceValue, type PriceRange } from './price-buckets.js';

/** Refinements once checked: what the query filters on. */
export type Refinements = {
  cgid?: string;
  c_color?: string[];
  c_size?: string[];
  price?: PriceRange;
  c_isNew?: true;
  c_isSale?: true;
  c_technologyGridBadge?: string[];
};

/** The refinements that filter rows (the category is the listing's scope instead). */
export const FILTER_IDS = ['c_color', 'c_size', 'price', 'c_isNew', 'c_isSale', 'c_technologyGridBadge'] as const;
export type FilterId = (typeof FILTER_IDS)[number];

const MAX_VALUES = 50;
const ID = /^[A-Za-z0-9_.-]{1,100}$/;
const VALUE = /^[A-Za-z0-9_.-]{1,40}$/;
const BADGE = /^\d{2}$/;
const PRICE = /^\((\d{1,7}(?:\.\d{1,2})?)\.\.(\d{1,7}(?:\.\d{1,2})?)\)$/;

function isRefinementId(id: string): id is RefinementId {
  return (REFINEMENT_IDS as readonly string[]).includes(id);
}

/**
 * `refine` query values (`c_color=BLK|NAV`, repeatable; `refine_1=…` in the platform's style)
 * into one record. The same attribute twice adds its values, as one pipe list would.
 */
export function refineFromParams(entries: readonly string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const entry of entries) {
    const at = entry.indexOf('=');
    if (at <= 0) throw new InvalidInputError(`refine "${entry}" must read attribute=value, e.g. c_color=010|427.`);
    const id = entry.slice(0, at);
    const value = entry.slice(at + 1);
    record[id] = record[id] && id !== 'cgid' && id !== 'price' ? `${record[id]}|${value}` : value;
  }
  return record;
}

function list(id: RefinementId, raw: string, pattern: RegExp, what: string): string[] {
  const values = [...new Set(raw.split('|'))];
  if (values.length > MAX_VALUES) throw new InvalidInputError(`refine ${id} takes at most ${MAX_VALUES} values.`);
  for (const value of values) {
    if (!pattern.test(value)) throw new InvalidInputError(`refine ${id} has an invalid value "${value}": expected ${what}, several joined with |.`);
  }
  return values;
}

function price(raw: string): PriceRange {
  const match = PRICE.exec(raw);
  if (!match) throw new InvalidInputError(`refine price "${raw}" is not a price range: expected (min..max) in major units, e.g. (50..100).`);
  const range = { min: Number(match[1]), max: Number(match[2]) };
  if (!(range.min < range.max)) throw new InvalidInputError(`refine price "${raw}" must have its minimum below its maximum.`);
  return range;
}

function flag(id: RefinementId, raw: string): true {
  if (raw !== 'true') throw new InvalidInputError(`refine ${id} only takes the value true.`);
  return true;
}

/** Checks every refinement; an unknown attribute or a malformed value is the client's error (400). */
export function parseRefinements(refine: Readonly<Record<string, string | undefined>>): Refinements {
  const result: Refinements = {};
  for (const [id, raw] of Object.entries(refine)) {
    if (raw === undefined) continue;
    if (!isRefinementId(id)) {
      throw new InvalidInputError(`Unknown refinement "${id}": use one of ${REFINEMENT_IDS.join(', ')}.`);
    }
    if (raw.trim() === '') throw new InvalidInputError(`refine ${id} needs a value.`);
    switch (id) {
      case 'cgid':
        if (!ID.test(raw)) throw new InvalidInputError(`refine cgid "${raw}" is not a category id.`);
        result.cgid = raw;
        break;
      case 'c_color':
      case 'c_size':
        result[id] = list(id, raw, VALUE, 'letters, digits, dot, dash or underscore');
        break;
      case 'c_technologyGridBadge':
        result[id] = list(id, raw, BADGE, 'a two-digit badge code');
        break;
      case 'price':
        result.price = price(raw);
        break;
      case 'c_isNew':
      case 'c_isSale':
        result[id] = flag(id, raw);
        break;
    }
  }
  return result;
}

/** The refinements as the result echoes them back (`selectedRefinements`). */
export function selectedRefinements(r: Refinements): Record<string, string> {
  const out: Record<string, string> = {};
  if (r.cgid) out.cgid = r.cgid;
  if (r.c_color) out.c_color = r.c_color.join('|');
  if (r.c_size) out.c_size = r.c_size.join('|');
  if (r.price) out.price = priceValue(r.price);
  if (r.c_isNew) out.c_isNew = 'true';
  if (r.c_isSale) out.c_isSale = 'true';
  if (r.c_technologyGridBadge) out.c_technologyGridBadge = r.c_technologyGridBadge.join('|');
  return out;
}

/** The filtering refinements that are set, in a fixed order. */
export function activeFilters(r: Refinements): FilterId[] {
  return FILTER_IDS.filter((id) => r[id] !== undefined);
}
