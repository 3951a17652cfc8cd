import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { NotFoundError } from '../../../http/errors.js';
import { contentWrite } from './management-items.js';
import { ContentConflictError, ContentValidationError, VersionConflictError } from './management-errors.js';
import { contentEditionItems, contentEditions, contentItems, type StoredBody } from './schema.js';
import { checkBodies, missingReferenceIssues } from './validate.js';

export type EditionInput = { id?: string; name: string; start: string; end: string };
export type EditionUpdate = Omit<EditionInput, 'id'> & { version: number };

export type ManagedEdition = {
  id: string;
  name: string;
  start: string;
  end: string;
  published: boolean;
  version: number;
  items: { id: string; body: StoredBody }[];
};

type EditionRow = typeof contentEditions.$inferSelect;

async function view(db: Database | Tx, row: EditionRow): Promise<ManagedEdition> {
  const items = await db
    .select({ id: contentEditionItems.itemId, body: contentEditionItems.body })
    .from(contentEditionItems)
    .where(eq(contentEditionItems.editionId, row.id))
    .orderBy(asc(contentEditionItems.itemId));
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, start: row.start.toISOString(), end: row.end.toISOString(), items };
}

function checkWindow(id: string, start: string, end: string): { start: Date; end: Date } {
  const window = { start: new Date(start), end: new Date(end) };
  if (window.start >= window.end) throw new ContentValidationError([{ item: id, path: 'end', message: 'must be after start' }]);
  return window;
}

async function lockEdition(tx: Tx, id: string, version?: number): Promise<EditionRow> {
  const [row] = await tx.select().from(contentEditions).where(eq(contentEditions.id, id)).for('update');
  if (!row) throw new NotFoundError('Edition', id);
  if (version !== undefined && version !== row.version) throw new VersionConflictError('Edition', id, row.version);
  return row;
}

const bumped = { version: sql`${contentEditions.version} + 1`, updatedAt: sql`now()` };

export async function getEdition(db: Database, id: string): Promise<ManagedEdition> {
  const [row] = await db.select().from(contentEditions).where(eq(contentEditions.id, id));
  if (!row) throw new NotFoundError('Edition', id);
  return view(db, row);
}

/** A new edition, unpublished: it takes effect once published, during its window. */
export function createEdition(db: Database, input: EditionInput): Promise<ManagedEdition> {
  const id = input.id ?? randomUUID();
  const window = checkWindow(id, input.start, input.end);
  return contentWrite(db, async (tx) => {
    const [existing] = await tx.select({ id: contentEditions.id }).from(contentEditions).where(eq(contentEditions.id, id));
    if (existing) throw new ContentConflictError('edition_exists', `Edition ${id} already exists.`);
    const [row] = await tx.insert(contentEditions).values({ id, name: input.name, ...window }).returning();
    return view(tx, row!);
  });
}

export function updateEdition(db: Database, id: string, update: EditionUpdate): Promise<ManagedEdition> {
  const window = checkWindow(id, update.start, update.end);
  return contentWrite(db, async (tx) => {
    await lockEdition(tx, id, update.version);
    const [row] = await tx
      .update(contentEditions)
      .set({ name: update.name, ...window, ...bumped })
      .where(eq(contentEditions.id, id))
      .returning();
    return view(tx, row!);
  });
}

/** Publishing schedules the edition: its bodies apply during its window. Unpublishing takes it off. */
export function setEditionPublished(db: Database, id: string, published: boolean, version?: number): Promise<ManagedEdition> {
  return contentWrite(db, async (tx) => {
    await lockEdition(tx, id, version);
    const [row] = await tx.update(contentEditions).set({ published, ...bumped }).where(eq(contentEditions.id, id)).returning();
    return view(tx, row!);
  });
}

export function deleteEdition(db: Database, id: string): Promise<void> {
  return contentWrite(db, async (tx) => {
    await lockEdition(tx, id);
    await tx.delete(contentEditions).where(eq(contentEditions.id, id));
  });
}

/** Sets the edition's body of an item, checked against the item's block type in every shop locale. */
export function putEditionItem(db: Database, editionId: string, itemId: string, body: Record<string, unknown>): Promise<ManagedEdition> {
  return contentWrite(db, async (tx) => {
    const edition = await lockEdition(tx, editionId);
    const [item] = await tx.select({ schema: contentItems.schema }).from(contentItems).where(eq(contentItems.id, itemId));
    if (!item) throw new NotFoundError('Content item', itemId);
    const { bodies, issues } = checkBodies([{ item: itemId, schema: item.schema, body }]);
    issues.push(...(await missingReferenceIssues(tx, [{ item: itemId, body: bodies[0] }])));
    if (issues.length) throw new ContentValidationError(issues);
    await tx
      .insert(contentEditionItems)
      .values({ editionId, itemId, body: bodies[0]! })
      .onConflictDoUpdate({
        target: [contentEditionItems.editionId, contentEditionItems.itemId],
        set: { body: bodies[0]!, updatedAt: sql`now()` },
      });
    await tx.update(contentEditions).set(bumped).where(eq(contentEditions.id, editionId));
    return view(tx, { ...edition, version: edition.version + 1 });
  });
}

export function deleteEditionItem(db: Database, editionId: string, itemId: string): Promise<ManagedEdition> {
  return contentWrite(db, async (tx) => {
    const edition = await lockEdition(tx, editionId);
    const removed = await tx
      .delete(contentEditionItems)
      .where(and(eq(contentEditionItems.editionId, editionId), eq(contentEditionItems.itemId, itemId)))
      .returning({ itemId: contentEditionItems.itemId });
    if (removed.length === 0) throw new NotFoundError(`Edition ${editionId}'s body of content item`, itemId);
    await tx.update(contentEditions).set(bumped).where(eq(contentEditions.id, editionId));
    return view(tx, { ...edition, version: edition.version + 1 });
  });
}
