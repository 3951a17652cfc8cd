import type { Database } from '../../../db/client.js';
import { contentItems, type StoredBody } from './schema.js';
import {
  shapeIssues,
  StoredEditionShape,
  StoredItemShape,
  type ContentIssue,
  type StoredEdition,
  type StoredItem,
} from './stored.js';
import { checkBodies } from './validate.js';

/** An import's checks, all run before anything is written, each adding to one list of issues. */

export type ItemRow = typeof contentItems.$inferInsert;
export type ParsedEdition = { id: string; name: string; start: Date; end: Date; published: boolean; items: { id: string; body: StoredBody }[] };

function duplicates<T>(values: readonly T[]): Set<T> {
  const seen = new Set<T>();
  const twice = new Set<T>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return twice;
}

/** Items of the bundle parsed and checked against each other and the database. */
export async function checkItems(db: Database, input: readonly StoredItem[], errors: ContentIssue[]) {
  const parsed: StoredItem[] = [];
  input.forEach((raw, index) => {
    const result = StoredItemShape.safeParse(raw);
    const label = typeof raw?.id === 'string' && raw.id ? raw.id : `items[${index}]`;
    if (result.success) parsed.push(result.data);
    else errors.push(...shapeIssues(label, result.error));
  });
  for (const id of duplicates(parsed.map((i) => i.id))) errors.push({ item: id, path: 'id', message: 'appears more than once in the import' });
  const keys = parsed.flatMap((i) => (i.deliveryKey ? [i.deliveryKey] : []));
  for (const key of duplicates(keys)) {
    for (const item of parsed.filter((i) => i.deliveryKey === key))
      errors.push({ item: item.id, path: 'deliveryKey', message: `delivery key "${key}" is given to more than one item` });
  }

  const { bodies, issues } = checkBodies(parsed.map((i) => ({ item: i.id, schema: i.schema, body: i.body })));
  errors.push(...issues);

  // Every stored item's place in the hierarchy and key, the import's laid over it.
  const stored = await db
    .select({ id: contentItems.id, parentId: contentItems.parentId, deliveryKey: contentItems.deliveryKey, schema: contentItems.schema })
    .from(contentItems);
  const parents = new Map(stored.map((s) => [s.id, s.parentId]));
  const bundleIds = new Set(parsed.map((i) => i.id));
  for (const item of parsed) parents.set(item.id, item.parentId ?? null);
  for (const s of stored) {
    if (!s.deliveryKey || bundleIds.has(s.id)) continue;
    for (const item of parsed.filter((i) => i.deliveryKey === s.deliveryKey))
      errors.push({ item: item.id, path: 'deliveryKey', message: `delivery key "${s.deliveryKey}" belongs to item ${s.id}` });
  }
  const depth = new Map<string, number>();
  for (const item of parsed) {
    if (item.parentId && !parents.has(item.parentId)) {
      errors.push({ item: item.id, path: 'parentId', message: `parent ${item.parentId} does not exist` });
      continue;
    }
    const seen = new Set([item.id]);
    let level = 0;
    for (let at = item.parentId ?? null; at; at = parents.get(at) ?? null) {
      if (seen.has(at)) {
        errors.push({ item: item.id, path: 'parentId', message: 'makes the item its own ancestor' });
        break;
      }
      seen.add(at);
      level += 1;
    }
    depth.set(item.id, level);
  }
  const rows: ItemRow[] = parsed.map((item, i) => ({
    id: item.id,
    deliveryKey: item.deliveryKey ?? null,
    name: item.name,
    schema: item.schema,
    parentId: item.parentId ?? null,
    draft: bodies[i]!,
    published: item.published ? bodies[i]! : null,
  }));
  // Parents before children, so each chunk's parents are already there.
  rows.sort((a, b) => (depth.get(a.id) ?? 0) - (depth.get(b.id) ?? 0));
  const schemas = new Map(stored.map((s) => [s.id, s.schema]));
  for (const item of parsed) schemas.set(item.id, item.schema);
  return { rows, schemas, bundleIds };
}

export function checkEditions(input: readonly StoredEdition[], schemas: Map<string, string>, errors: ContentIssue[]) {
  const editions: ParsedEdition[] = [];
  input.forEach((raw, index) => {
    const label = typeof raw?.id === 'string' && raw.id ? raw.id : `editions[${index}]`;
    const result = StoredEditionShape.safeParse(raw);
    if (!result.success) return errors.push(...shapeIssues(label, result.error));
    const edition = result.data;
    const start = new Date(edition.start);
    const end = new Date(edition.end);
    if (start >= end) errors.push({ item: edition.id, path: 'end', message: 'must be after start' });
    for (const id of duplicates(edition.items.map((i) => i.id)))
      errors.push({ item: edition.id, path: 'items', message: `item ${id} appears more than once` });
    const checks = edition.items.flatMap((entry, i) => {
      const schema = schemas.get(entry.id);
      if (schema) return [{ item: edition.id, schema, body: entry.body, at: i }];
      errors.push({ item: edition.id, path: `items.${i}.id`, message: `content item ${entry.id} does not exist` });
      return [];
    });
    const items: ParsedEdition['items'] = [];
    for (const check of checks) {
      const { bodies, issues } = checkBodies([check], `items.${check.at}.body`);
      errors.push(...issues);
      items.push({ id: edition.items[check.at]!.id, body: bodies[0]! });
    }
    editions.push({ id: edition.id, name: edition.name, start, end, published: edition.published, items });
  });
  for (const id of duplicates(editions.map((e) => e.id))) errors.push({ item: id, path: 'id', message: 'appears more than once in the import' });
  return editions;
}

