import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { NotFoundError } from '../../../http/errors.js';
import { anyUuid } from './any-uuid.js';
import type { DeliverableItem } from './load-items.js';
import { localeFallbacks } from './localised.js';
import { assemble } from './personalise.js';
import { deliverItem, resolveTree, type DeliveredItem, type ItemLoader } from './resolve-tree.js';
import { contentItems } from './schema.js';
import { isUuid } from './validate.js';

export type PreviewParameters = {
  /** The locale, optionally with fallbacks (`fr-CA,fr-*`); "en-*,*" always closes the list. */
  locale: string;
  /** `all` (the default) puts the referenced items in place of their references; `root` leaves them. */
  depth?: 'all' | 'root';
  /** With groups, personalised slots come chosen for them (as delivery does); without, raw. */
  customerGroups?: readonly string[];
};

/** An item as delivery would answer it, made of its latest saved version, with that version's facts. */
export type ItemPreview = {
  content: DeliveredItem;
  /** The item's version (it moves at every save, publish and unpublish). */
  version: number;
  updatedAt: string;
  /** Whether the item has a published body (which may be older than the draft shown). */
  published: boolean;
};

/** Items by id as last saved (their drafts), in the form to deliver: what authors are working on. */
function latestVersions(db: Database): ItemLoader {
  return async (ids) => {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return [];
    return db
      .select({
        id: contentItems.id,
        deliveryKey: contentItems.deliveryKey,
        schema: contentItems.schema,
        name: contentItems.name,
        parentId: contentItems.parentId,
        body: contentItems.draft,
      })
      .from(contentItems)
      .where(anyUuid(contentItems.id, wanted));
  };
}

/**
 * One item as delivery would answer it (localised values resolved for the locale with the fallback
 * "en-*,*", references inlined 8 levels down in batches of 12, cycles stopped, personalised slots
 * chosen for the groups given), but made of the latest saved version of the item and of every item
 * it reaches, published or not, and whatever the editions: the staff's visualisation of work in
 * progress. Never cached (an author expects to see each save at once). 404 for an unknown item.
 */
export async function previewItem(db: Database, id: string, parameters: PreviewParameters): Promise<ItemPreview> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw new NotFoundError('Content item', id);
  const fallbacks = localeFallbacks(parameters.locale);
  const load = latestVersions(db);
  const root: DeliverableItem = {
    id: row.id,
    deliveryKey: row.deliveryKey,
    schema: row.schema,
    name: row.name,
    parentId: row.parentId,
    body: row.draft,
  };
  const resolve = (parameters.depth ?? 'all') === 'all';
  // A chosen personalised variant's items, each resolved once for this answer.
  const trees = new Map<string, Promise<DeliveredItem | undefined>>();
  const treeOf = (itemId: string) => {
    let tree = trees.get(itemId);
    if (!tree) {
      tree = load([itemId]).then(([item]) => (item ? resolveTree(db, item, fallbacks, [], load) : undefined));
      trees.set(itemId, tree);
    }
    return tree;
  };
  const tree = resolve ? await resolveTree(db, root, fallbacks, [], load) : deliverItem(root, fallbacks);
  const content = (await assemble(tree, {
    resolve,
    treeOf,
    ...(parameters.customerGroups ? { customerGroups: parameters.customerGroups } : {}),
  })) as DeliveredItem;
  return {
    content,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    published: row.published !== null,
  };
}
