import { and, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { anyOf } from '../../../db/any-of.js';
import { anyUuid } from './any-uuid.js';
import type { EditionWindow } from './editions.js';
import { contentEditionItems, contentItems, type StoredBody } from './schema.js';
import { isUuid } from './validate.js';

/** An item as shoppers get it at one moment: the body that applies then, and the edition it came from. */
export type DeliverableItem = {
  id: string;
  deliveryKey: string | null;
  schema: string;
  name: string;
  parentId: string | null;
  body: StoredBody;
  edition?: EditionWindow;
};

/**
 * Which bodies are delivered: `published` is what shoppers get; `staging` is the preview
 * environment's (spec 3 §4.2, issue 24), where an item's latest saved version (its draft) stands in
 * for its published body, so unpublished items and unpublished changes show.
 */
export type ContentStage = 'published' | 'staging';

/**
 * The deliverable items among these ids and keys, given the live editions (latest start first):
 * the first live edition holding a body of an item wins over its published body (in staging, its
 * draft); an item with neither is not deliverable and is left out.
 */
export async function loadDeliverable(
  db: Database,
  wanted: { ids?: readonly string[]; keys?: readonly string[] },
  live: readonly EditionWindow[],
  stage: ContentStage = 'published',
): Promise<DeliverableItem[]> {
  // An id that is no UUID names nothing (and the uuid column would refuse it).
  const ids = (wanted.ids ?? []).filter(isUuid);
  const keys = wanted.keys ?? [];
  const conditions = [
    ...(ids.length ? [anyUuid(contentItems.id, ids)] : []),
    ...(keys.length ? [anyOf(contentItems.deliveryKey, keys)] : []),
  ];
  if (conditions.length === 0) return [];
  const rows = await db
    .select({
      id: contentItems.id,
      deliveryKey: contentItems.deliveryKey,
      schema: contentItems.schema,
      name: contentItems.name,
      parentId: contentItems.parentId,
      published: stage === 'staging' ? contentItems.draft : contentItems.published,
    })
    .from(contentItems)
    .where(or(...conditions));
  const editionBodies =
    live.length && rows.length
      ? await db
          .select()
          .from(contentEditionItems)
          .where(
            and(
              anyUuid(
                contentEditionItems.itemId,
                rows.map((r) => r.id),
              ),
              anyUuid(
                contentEditionItems.editionId,
                live.map((e) => e.id),
              ),
            ),
          )
      : [];
  const delivered: DeliverableItem[] = [];
  for (const { published, ...row } of rows) {
    const edition = live.find((e) => editionBodies.some((b) => b.editionId === e.id && b.itemId === row.id));
    const body = edition
      ? editionBodies.find((b) => b.editionId === edition.id && b.itemId === row.id)!.body
      : published;
    if (!body) continue;
    delivered.push({ ...row, body, ...(edition ? { edition } : {}) });
  }
  return delivered;
}
