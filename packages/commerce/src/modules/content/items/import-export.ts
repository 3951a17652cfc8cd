import { asc, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { anyUuid } from './any-uuid.js';
import { announceChange } from '../../../events/changes.js';
import { dropContentCache } from './cache.js';
import { contentEditionItems, contentEditions, contentItems } from './schema.js';
import { checkEditions, checkItems, type ItemRow, type ParsedEdition } from './import-checks.js';
import type { ContentBundle, ContentIssue, StoredEdition, StoredItem } from './stored.js';
import { missingReferenceIssues } from './validate.js';

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

const CHUNK = 200;

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

/** How many content items and editions are stored: a seed adds the demo content only to a shop with none. */
export async function countContentItems(db: Database): Promise<{ items: number; editions: number }> {
  return { items: await db.$count(contentItems), editions: await db.$count(contentEditions) };
}

/**
 * Every item and edition in the stored form, in a stable order (by id). An item is exported as
 * shoppers see it: its published body (`published: true`) when it has one, else its draft; an
 * unpublished draft change of a published item is staff work in progress, not content.
 */
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
