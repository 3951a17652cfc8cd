import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { languageOf } from '../../db/localized.js';
import type { CategoryNode } from '../catalog/index.js';
import type { Currency } from '../pricing/index.js';
import type { Refinement, RefinementValueDto } from './contract.js';
import { badgeLabel, flagValueLabel, refinementLabel } from './labels.js';
import { PRICE_BUCKETS, priceLabel, priceValue } from './price-buckets.js';
import type { FacetCounts } from './plan.js';
import type { Refinements } from './refinements.js';
import { searchAttributeValues } from './schema.js';

type ValueLabel = { label: string; presentation?: string; position: number };
export type ValueLabels = Map<'c_color' | 'c_size', Map<string, ValueLabel>>;

/** Names (and hex, and size order) of the colour and size values that have counts or are selected. */
export async function loadValueLabels(db: Database, counts: FacetCounts, r: Refinements, locale: string): Promise<ValueLabels> {
  const wanted = (['c_color', 'c_size'] as const).map((id) => ({
    id,
    values: [...new Set([...(counts.get(id)?.keys() ?? []), ...(r[id] ?? [])])],
  }));
  const labels: ValueLabels = new Map(wanted.map((w) => [w.id, new Map<string, ValueLabel>()]));
  const conditions = wanted
    .filter((w) => w.values.length > 0)
    .map((w) => and(eq(searchAttributeValues.attributeId, w.id), inArray(searchAttributeValues.value, w.values)));
  if (conditions.length === 0) return labels;
  const found = await db.select().from(searchAttributeValues).where(or(...conditions));
  const fr = languageOf(locale) === 'fr';
  for (const row of found) {
    labels.get(row.attributeId)?.set(row.value, {
      label: fr ? row.labelFr : row.labelEn,
      ...(row.presentation ? { presentation: row.presentation } : {}),
      position: row.position,
    });
  }
  return labels;
}

export type FacetInput = {
  counts: FacetCounts;
  refinements: Refinements;
  /** The listed category, with its children one level down. */
  category: CategoryNode;
  labels: ValueLabels;
  locale: string;
  currency: Currency;
};

/** Values with hits, plus selected values without any, so a shopper can always unselect them. */
function withSelected(counts: Map<string, number> | undefined, selected: readonly string[] | undefined) {
  const values = new Map([...(counts ?? [])].filter(([, n]) => n > 0));
  for (const value of selected ?? []) if (!values.has(value)) values.set(value, 0);
  return values;
}

const byLabel = (a: RefinementValueDto, b: RefinementValueDto) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value);

/**
 * The refinements a result offers, each with its values' hit counts and localized labels:
 * subcategories in the category's order, colours by name, sizes in their scale's order,
 * price ranges low to high, badges by code. An attribute with nothing to offer is left out.
 */
export function buildRefinements(input: FacetInput): Refinement[] {
  const { counts, refinements: r, locale, labels } = input;
  const label = (id: Refinement['attributeId']) => refinementLabel(id, locale);
  const result: Refinement[] = [];
  const push = (attributeId: Refinement['attributeId'], values: RefinementValueDto[]) => {
    if (values.length > 0) result.push({ attributeId, label: label(attributeId), values });
  };

  const categoryCounts = counts.get('cgid');
  push(
    'cgid',
    (input.category.categories ?? []).flatMap((child) => {
      const hitCount = categoryCounts?.get(child.id) ?? 0;
      return hitCount > 0 ? [{ value: child.id, label: child.name, hitCount }] : [];
    }),
  );

  const colors = labels.get('c_color');
  push(
    'c_color',
    [...withSelected(counts.get('c_color'), r.c_color)]
      .map(([value, hitCount]) => {
        const known = colors?.get(value);
        return { value, label: known?.label ?? value, hitCount, ...(known?.presentation ? { presentationId: known.presentation } : {}) };
      })
      .sort(byLabel),
  );

  const sizes = labels.get('c_size');
  push(
    'c_size',
    [...withSelected(counts.get('c_size'), r.c_size)]
      .map(([value, hitCount]) => ({ value, label: sizes?.get(value)?.label ?? value, hitCount, position: sizes?.get(value)?.position ?? 0 }))
      .sort((a, b) => a.position - b.position || byLabel(a, b))
      .map(({ position: _position, ...value }) => value),
  );

  const prices = counts.get('price');
  const selectedPrice = r.price ? priceValue(r.price) : undefined;
  push(
    'price',
    PRICE_BUCKETS[input.currency].flatMap((range) => {
      const value = priceValue(range);
      const hitCount = prices?.get(value) ?? 0;
      return hitCount > 0 || value === selectedPrice ? [{ value, label: priceLabel(range, input.currency, locale), hitCount }] : [];
    }),
  );

  push(
    'c_technologyGridBadge',
    [...withSelected(counts.get('c_technologyGridBadge'), r.c_technologyGridBadge)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([value, hitCount]) => ({ value, label: badgeLabel(value, locale), hitCount })),
  );

  for (const id of ['c_isNew', 'c_isSale'] as const) {
    const hitCount = counts.get(id)?.get('true') ?? 0;
    if (hitCount > 0 || r[id]) push(id, [{ value: 'true', label: flagValueLabel(id, locale), hitCount }]);
  }
  return result;
}
