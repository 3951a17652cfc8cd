import { asc, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { anyUuid } from './any-uuid.js';
import { announceChange } from '../../../events/changes.js';
import { dropContentCache } from './cache.js';
import { contentEditionItems, contentEditions, contentItems, type StoredBody } from './schema.js';
import {
  shapeIssues,
  StoredEditionShape,
  StoredItemShape,
  type ContentBundle,
  type ContentIssue,
  type StoredEdition,
  type StoredItem,
} from './stored.js';
import { checkBodies, missingReferenceIssues } from './validate.js';

/** An import refused: every issue found, none written. */
export class ContentImportError extends Error {
  constructor(readonly errors: ContentIssue[]) {
    super(
      `The content import was refused (${errors.length} error${errors.length === 1 ? '' : 's'}); nothing was written.\n` +
        errors.map((e) => `  ${e.item} ${e.path}${e.locale ? ` [${e.locale}]` : ''}: ${e.message}`).join('\n'),
    );
    this.name = 'ContentImportError';
  }
}

type ItemRow = typeof contentItems.$inferInsert;
type ParsedEdition = { id: string; name: string; start: Date; end: Date; published: boolean; items: { id: string; body: StoredBody }[] };

const CHUNK = 200;

function duplicates<T>(values: readonly T[]): Set<T> {
  const seen = new Set<T>();
  const twice = new Set<T>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return twice;
}

/** Items of the bundle parsed and checked against each other and the database. */
async function checkItems(db: Database, input: readonly StoredItem[], errors: ContentIssue[]) {
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

function checkEditions(input: readonly StoredEdition[], schemas: Map<string, string>, errors: ContentIssue[]) {
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

/** Version and update time move only when something changed: importing the same twice changes nothing. */
const changed = sql`(content_items.delivery_key, content_items.schema, content_items.name, content_items.parent_id, content_items.draft, content_items.published) IS DISTINCT FROM (excluded.delivery_key, excluded.schema, excluded.name, excluded.parent_id, excluded.draft, excluded.published)`;
const editionChanged = sql`(content_editions.name, content_editions.start, content_editions."end", content_editions.published) IS DISTINCT FROM (excluded.name, excluded.start, excluded."end", excluded.published)`;
const bumpWhen = (table: 'content_items' | 'content_editions', change: SQL) => ({
  version: sql`CASE WHEN ${change} THEN ${sql.raw(table)}.version + 1 ELSE ${sql.raw(table)}.version END`,
  updatedAt: sql`CASE WHEN ${change} THEN now() ELSE ${sql.raw(table)}.updated_at END`,
});

async function writeItems(tx: Tx, rows: ItemRow[], progress: () => void) {
  // Keys moving between the bundle's items (a swap) would collide mid-way: free them first.
  await tx.execute(sql`
    UPDATE content_items SET delivery_key = NULL
    FROM unnest(${sql.param(rows.map((r) => r.id))}::uuid[], ${sql.param(rows.map((r) => r.deliveryKey ?? null))}::text[]) AS wanted(id, key)
    WHERE content_items.id = wanted.id AND content_items.delivery_key IS NOT NULL
      AND content_items.delivery_key IS DISTINCT FROM wanted.key`);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await tx
      .insert(contentItems)
      .values(chunk)
      .onConflictDoUpdate({
        target: contentItems.id,
        set: {
          deliveryKey: sql`excluded.delivery_key`,
          schema: sql`excluded.schema`,
          name: sql`excluded.name`,
          parentId: sql`excluded.parent_id`,
          draft: sql`excluded.draft`,
          published: sql`excluded.published`,
          ...bumpWhen('content_items', changed),
        },
      });
    for (let n = 0; n < chunk.length; n += 1) progress();
  }
}

async function writeEdition(tx: Tx, edition: ParsedEdition) {
  const { items, ...row } = edition;
  await tx
    .insert(contentEditions)
    .values(row)
    .onConflictDoUpdate({
      target: contentEditions.id,
      set: {
        name: sql`excluded.name`,
        start: sql`excluded.start`,
        end: sql`excluded."end"`,
        published: sql`excluded.published`,
        ...bumpWhen('content_editions', editionChanged),
      },
    });
  // The edition holds exactly the bodies the import gives it.
  const keep = items.map((i) => i.id);
  await tx
    .delete(contentEditionItems)
    .where(
      keep.length
        ? sql`${contentEditionItems.editionId} = ${edition.id} AND NOT ${anyUuid(contentEditionItems.itemId, keep)}`
        : sql`${contentEditionItems.editionId} = ${edition.id}`,
    );
  if (items.length === 0) return;
  await tx
    .insert(contentEditionItems)
    .values(items.map((i) => ({ editionId: edition.id, itemId: i.id, body: i.body })))
    .onConflictDoUpdate({
      target: [contentEditionItems.editionId, contentEditionItems.itemId],
      set: {
        body: sql`excluded.body`,
        updatedAt: sql`CASE WHEN content_edition_items.body IS DISTINCT FROM excluded.body THEN now() ELSE content_edition_items.updated_at END`,
      },
    });
}

/**
 * Imports content in the stored form: everything is checked first (shapes, block schemas in every
 * shop locale, references, parents, keys) and any error refuses the whole import, listing every
 * one (ContentImportError); then all is written in one transaction. Idempotent by id: an item or
 * edition already there is replaced, and importing the same bundle twice leaves the same state.
 * Items and editions not in the bundle are left as they are.
 */
export async function importContentItems(
  db: Database,
  bundle: ContentBundle,
  onProgress?: (done: number, total: number) => void,
): Promise<{ items: number; editions: number }> {
  const errors: ContentIssue[] = [];
  const { rows, schemas, bundleIds } = await checkItems(db, bundle.items, errors);
  const editions = checkEditions(bundle.editions, schemas, errors);
  const referencing = [
    ...rows.map((r) => ({ item: r.id, body: r.draft })),
    ...editions.flatMap((e) => e.items.map((i) => ({ item: e.id, body: i.body }))),
  ];
  errors.push(...(await missingReferenceIssues(db, referencing, bundleIds)));
  if (errors.length) throw new ContentImportError(errors);

  const total = rows.length + editions.length;
  let done = 0;
  const progress = () => onProgress?.((done += 1), total);
  await db.transaction(async (tx) => {
    await writeItems(tx, rows, progress);
    for (const edition of editions) {
      await writeEdition(tx, edition);
      progress();
    }
    await announceChange(tx, 'content');
  });
  dropContentCache();
  return { items: rows.length, editions: editions.length };
}

/**
 * Every item and edition in the stored form, in a stable order (by id). An item is exported as
 * shoppers see it: its published body (`published: true`) when it has one, else its draft; an
 * unpublished draft change of a published item is staff work in progress, not content.
 */
/** How many content items and editions are stored: a seed adds the demo content only to a shop with none. */
export async function countContentItems(db: Database): Promise<{ items: number; editions: number }> {
  return { items: await db.$count(contentItems), editions: await db.$count(contentEditions) };
}

export async function exportContentItems(db: Database): Promise<ContentBundle> {
  const itemRows = await db.select().from(contentItems).orderBy(asc(contentItems.id));
  const editionRows = await db.select().from(contentEditions).orderBy(asc(contentEditions.id));
  const bodies = await db
    .select()
    .from(contentEditionItems)
    .orderBy(asc(contentEditionItems.editionId), asc(contentEditionItems.itemId));
  const items: StoredItem[] = itemRows.map((row) => ({
    id: row.id,
    deliveryKey: row.deliveryKey,
    name: row.name,
    schema: row.schema,
    parentId: row.parentId,
    body: row.published ?? row.draft,
    published: row.published !== null,
  }));
  const editions: StoredEdition[] = editionRows.map((row) => ({
    id: row.id,
    name: row.name,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    published: row.published,
    items: bodies.filter((b) => b.editionId === row.id).map((b) => ({ id: b.itemId, body: b.body })),
  }));
  return { items, editions };
}
