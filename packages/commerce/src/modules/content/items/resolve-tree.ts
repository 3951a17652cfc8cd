import type { Database } from '../../../db/client.js';
import type { EditionWindow } from './editions.js';
import { loadDeliverable, type DeliverableItem } from './load-items.js';
import { resolveLocalized } from './localised.js';
import { CONTENT_REFERENCE_SCHEMA, isContentReference, type ContentReference } from './references.js';

/** Spec 3 §9, "Content batch size 12": items are fetched, and references loaded, 12 ids at a time. */
export const CONTENT_BATCH_SIZE = 12;
/** Depth "all" follows references this many levels below the item asked for, at most. */
export const MAX_REFERENCE_DEPTH = 8;
/** Slots whose variants are chosen per shopper: their candidates are resolved only once chosen. */
export const PERSONALISED_SCHEMAS: ReadonlySet<string> = new Set(['personalised-slot', 'personalised-container']);
/** A personalised slot's fields holding candidate content. */
export const SLOT_CANDIDATE_FIELDS = ['variants', 'defaultContent'] as const;

export type DeliveredMeta = {
  schema: string;
  name: string;
  deliveryId: string;
  deliveryKey?: string;
  hierarchy: { parentId: string | null };
  edition?: { id: string; start: string; end: string };
};
export type DeliveredItem = { _meta: DeliveredMeta; [field: string]: unknown };

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The block type of an item or inline block (`_meta.schema`), if the value is one. */
export function blockSchema(value: Record<string, unknown>): string | undefined {
  const meta = value._meta;
  return isObject(meta) && typeof meta.schema === 'string' ? meta.schema : undefined;
}

export const isPersonalised = (value: Record<string, unknown>): boolean =>
  PERSONALISED_SCHEMAS.has(blockSchema(value) ?? '');

/** One item in the delivered form, its localised values resolved for the locale list. */
export function deliverItem(item: DeliverableItem, fallbacks: readonly string[]): DeliveredItem {
  const { _meta: _stored, ...fields } = resolveLocalized(item.body, fallbacks) as Record<string, unknown>;
  const meta: DeliveredMeta = {
    schema: item.schema,
    name: item.name,
    deliveryId: item.id,
    ...(item.deliveryKey ? { deliveryKey: item.deliveryKey } : {}),
    hierarchy: { parentId: item.parentId },
    ...(item.edition
      ? { edition: { id: item.edition.id, start: item.edition.start.toISOString(), end: item.edition.end.toISOString() } }
      : {}),
  };
  return { _meta: meta, ...fields };
}

/** A delivered item put back as a reference (where a cycle or the depth limit stops). */
export function referenceTo(item: DeliveredItem): ContentReference {
  return { _meta: { schema: CONTENT_REFERENCE_SCHEMA }, contentType: item._meta.schema, id: item._meta.deliveryId };
}

/**
 * The ids an item's body references outside personalised slots' candidates (those wait for the
 * selection). A stored body carries no `_meta`: the item's own block type says whether it is a slot.
 */
export function eagerReferences(item: Pick<DeliverableItem, 'body' | 'schema'>): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown, personalised: boolean) => {
    if (Array.isArray(value)) value.forEach((entry) => walk(entry, false));
    else if (isContentReference(value)) ids.add(value.id);
    else if (isObject(value)) {
      const skip: readonly string[] = personalised || isPersonalised(value) ? SLOT_CANDIDATE_FIELDS : [];
      for (const [key, field] of Object.entries(value)) if (!skip.includes(key)) walk(field, false);
    }
  };
  walk(item.body, PERSONALISED_SCHEMAS.has(item.schema));
  return [...ids];
}

/** Values in runs of CONTENT_BATCH_SIZE, in order. */
export const inBatches = <T>(values: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(values.length / CONTENT_BATCH_SIZE) }, (_, i) =>
    values.slice(i * CONTENT_BATCH_SIZE, (i + 1) * CONTENT_BATCH_SIZE),
  );

/** Loads the items of one batch of ids (12 at most) in the form to deliver; ids it cannot deliver are left out. */
export type ItemLoader = (ids: string[]) => Promise<DeliverableItem[]>;

/**
 * An item's tree for depth "all": references replaced by the items, loaded level by level in
 * batches of 12 ids (by default as shoppers get them at the moment of `live`; a staff preview
 * passes a loader of drafts), at most MAX_REFERENCE_DEPTH levels down. A reference stays a reference where
 * the item is not deliverable, where it would repeat an item above it (a cycle stops at the
 * repeat) and below the last level. Personalised slots keep their candidates as stored: the
 * selection (personalise.ts) resolves only what it chooses.
 */
export async function resolveTree(
  db: Database,
  root: DeliverableItem,
  fallbacks: readonly string[],
  live: readonly EditionWindow[],
  load: ItemLoader = (ids) => loadDeliverable(db, { ids }, live),
): Promise<DeliveredItem> {
  const loaded = new Map<string, DeliverableItem | null>([[root.id, root]]);
  let frontier = [root];
  for (let level = 1; level <= MAX_REFERENCE_DEPTH && frontier.length; level += 1) {
    const wanted = [...new Set(frontier.flatMap((item) => eagerReferences(item)))].filter((id) => !loaded.has(id));
    const found = (await Promise.all(inBatches(wanted).map(load))).flat();
    for (const id of wanted) loaded.set(id, null);
    for (const item of found) loaded.set(item.id, item);
    frontier = found;
  }

  const inline = (value: unknown, path: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((entry) => inline(entry, path));
    if (isContentReference(value)) {
      const target = loaded.get(value.id);
      if (!target || path.includes(target.id) || path.length > MAX_REFERENCE_DEPTH) return value;
      return build(target, path);
    }
    if (!isObject(value)) return value;
    const skip: readonly string[] = isPersonalised(value) ? SLOT_CANDIDATE_FIELDS : [];
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, skip.includes(key) ? field : inline(field, path)]),
    );
  };
  const build = (item: DeliverableItem, path: readonly string[]): DeliveredItem =>
    inline(deliverItem(item, fallbacks), [...path, item.id]) as DeliveredItem;
  return build(root, []);
}
