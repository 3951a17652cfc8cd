import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { announceChange } from '../../../events/changes.js';
import { NotFoundError } from '../../../http/errors.js';
import { dropContentCache } from './cache.js';
import { ContentConflictError, ContentValidationError, sqlState, VersionConflictError } from './management-errors.js';
import { referencedIds } from './references.js';
import { contentEditionItems, contentItems, type StoredBody } from './schema.js';
import type { ContentIssue } from './stored.js';
import { checkBodies, missingReferenceIssues } from './validate.js';

export type ItemInput = {
  id?: string;
  deliveryKey?: string | null;
  name: string;
  schema: string;
  parentId?: string | null;
  body: Record<string, unknown>;
};
export type ItemUpdate = Omit<ItemInput, 'id'> & { version: number };

/** An item as staff see it: its draft and what is published. */
export type ManagedItem = {
  id: string;
  deliveryKey: string | null;
  name: string;
  schema: string;
  parentId: string | null;
  draft: StoredBody;
  published: StoredBody | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

type ItemRow = typeof contentItems.$inferSelect;
const view = (row: ItemRow): ManagedItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Runs a content write in one transaction, announces it, and drops this process's trees once it is in. */
export async function contentWrite<T>(db: Database, write: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await db.transaction(async (tx) => {
      const done = await write(tx);
      await announceChange(tx, 'content');
      return done;
    });
  } catch (error) {
    // Two writers racing past the checks: the constraint decides, and the loser hears why.
    const state = sqlState(error);
    if (state === '23505') throw new ContentConflictError('content_conflict', 'The delivery key or id is already taken.');
    if (state === '23503') throw new ContentConflictError('content_conflict', 'A content item this write relies on was just removed.');
    throw error;
  }
  dropContentCache();
  return result;
}

async function lockItem(tx: Tx, id: string): Promise<ItemRow> {
  const [row] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
  if (!row) throw new NotFoundError('Content item', id);
  return row;
}

function checkVersion(row: ItemRow, version: number | undefined) {
  if (version !== undefined && version !== row.version) throw new VersionConflictError('Content item', row.id, row.version);
}

/** The body checked for its schema in every shop locale, its references, its parent and its key. */
async function checkedItem(tx: Tx, id: string, input: Omit<ItemInput, 'id'>): Promise<StoredBody> {
  const { bodies, issues } = checkBodies([{ item: id, schema: input.schema, body: input.body }]);
  issues.push(...(await missingReferenceIssues(tx, [{ item: id, body: bodies[0] }])));
  issues.push(...(await parentIssues(tx, id, input.parentId ?? null)));
  if (input.deliveryKey) {
    const [holder] = await tx
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.deliveryKey, input.deliveryKey), ne(contentItems.id, id)));
    if (holder) throw new ContentConflictError('delivery_key_taken', `Delivery key "${input.deliveryKey}" belongs to item ${holder.id}.`);
  }
  if (issues.length) throw new ContentValidationError(issues);
  return bodies[0]!;
}

/** The parent must exist and must not be the item or one of its descendants. */
async function parentIssues(tx: Tx, id: string, parentId: string | null): Promise<ContentIssue[]> {
  if (!parentId) return [];
  if (parentId === id) return [{ item: id, path: 'parentId', message: 'an item cannot be its own parent' }];
  const seen = new Set<string>();
  for (let at: string | null = parentId; at; ) {
    if (at === id) return [{ item: id, path: 'parentId', message: `item ${parentId} is below this item in the hierarchy` }];
    if (seen.has(at)) break;
    seen.add(at);
    const [row] = await tx.select({ parentId: contentItems.parentId }).from(contentItems).where(eq(contentItems.id, at));
    if (!row) return at === parentId ? [{ item: id, path: 'parentId', message: `parent ${parentId} does not exist` }] : [];
    at = row.parentId;
  }
  return [];
}

export async function getItem(db: Database, id: string): Promise<ManagedItem> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw new NotFoundError('Content item', id);
  return view(row);
}

/** A new item, as a draft. Its id is the one given or a new UUID. */
export function createItem(db: Database, input: ItemInput): Promise<ManagedItem> {
  const id = input.id ?? randomUUID();
  return contentWrite(db, async (tx) => {
    const [existing] = await tx.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, id));
    if (existing) throw new ContentConflictError('content_item_exists', `Content item ${id} already exists.`);
    const draft = await checkedItem(tx, id, input);
    const [row] = await tx
      .insert(contentItems)
      .values({ id, deliveryKey: input.deliveryKey ?? null, name: input.name, schema: input.schema, parentId: input.parentId ?? null, draft })
      .returning();
    return view(row!);
  });
}

/** Replaces the draft (and the item's key, name, type and parent) if `version` is still the stored one. */
export function updateItem(db: Database, id: string, update: ItemUpdate): Promise<ManagedItem> {
  return contentWrite(db, async (tx) => {
    checkVersion(await lockItem(tx, id), update.version);
    const draft = await checkedItem(tx, id, update);
    const [row] = await tx
      .update(contentItems)
      .set({
        deliveryKey: update.deliveryKey ?? null,
        name: update.name,
        schema: update.schema,
        parentId: update.parentId ?? null,
        draft,
        version: sql`${contentItems.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(contentItems.id, id))
      .returning();
    return view(row!);
  });
}

/** Publishes the draft: checked again, since an item it references may have gone since it was saved. */
export function publishItem(db: Database, id: string, version?: number): Promise<ManagedItem> {
  return contentWrite(db, async (tx) => {
    const row = await lockItem(tx, id);
    checkVersion(row, version);
    const body = await checkedItem(tx, id, { ...row, body: row.draft });
    const [published] = await tx
      .update(contentItems)
      .set({ draft: body, published: body, version: sql`${contentItems.version} + 1`, updatedAt: sql`now()` })
      .where(eq(contentItems.id, id))
      .returning();
    return view(published!);
  });
}

/** Takes the item off the shop (an edition may still deliver it while live); the draft stays. */
export function unpublishItem(db: Database, id: string, version?: number): Promise<ManagedItem> {
  return contentWrite(db, async (tx) => {
    checkVersion(await lockItem(tx, id), version);
    const [row] = await tx
      .update(contentItems)
      .set({ published: null, version: sql`${contentItems.version} + 1`, updatedAt: sql`now()` })
      .where(eq(contentItems.id, id))
      .returning();
    return view(row!);
  });
}

/**
 * Deletes an item and its edition bodies. Refused (409) while it has children, or while a
 * published body or an edition body of another item references it: the shop would show a hole.
 * Drafts referencing it are not counted; publishing one refuses the missing reference then.
 */
export function deleteItem(db: Database, id: string): Promise<void> {
  return contentWrite(db, async (tx) => {
    await lockItem(tx, id);
    const children = await tx.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.parentId, id));
    // Text search narrows the candidates; the body walk confirms each is a reference, not a mention.
    const needle = `%"${id}"%`;
    const publishedBy = await tx
      .select({ id: contentItems.id, body: contentItems.published })
      .from(contentItems)
      .where(and(ne(contentItems.id, id), sql`${contentItems.published}::text LIKE ${needle}`));
    const inEditions = await tx
      .select({ id: contentEditionItems.itemId, body: contentEditionItems.body })
      .from(contentEditionItems)
      .where(and(ne(contentEditionItems.itemId, id), sql`${contentEditionItems.body}::text LIKE ${needle}`));
    const referencedBy = [...new Set([...publishedBy, ...inEditions].filter((r) => referencedIds(r.body).includes(id)).map((r) => r.id))];
    if (children.length || referencedBy.length) {
      const reasons = [
        ...(children.length ? [`it has ${children.length} child item(s)`] : []),
        ...(referencedBy.length ? [`${referencedBy.length} delivered item(s) reference it`] : []),
      ];
      throw new ContentConflictError('content_in_use', `Content item ${id} cannot be deleted: ${reasons.join(' and ')}.`, {
        children: children.map((c) => c.id),
        referencedBy,
      });
    }
    await tx.delete(contentItems).where(eq(contentItems.id, id));
  });
}
