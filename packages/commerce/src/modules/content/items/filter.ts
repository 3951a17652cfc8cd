import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { anyUuid } from './any-uuid.js';
import { InvalidInputError } from '../../../http/errors.js';
import { deliverTree, deliveryMoment, type DeliveryParameters } from './delivery.js';
import type { DeliveredItem } from './resolve-tree.js';
import { contentEditionItems, contentItems } from './schema.js';
import { isUuid } from './validate.js';

export const FILTER_PATHS = ['/_meta/schema', '/_meta/hierarchy/parentId'] as const;
export const FILTER_PAGE_MAX_SIZE = 50;
export const FILTER_PAGE_DEFAULT_SIZE = 12;

export type ContentFilter = {
  /** All must hold: a block type (`/_meta/schema`) and/or a parent (`/_meta/hierarchy/parentId`). */
  filterBy: { path: (typeof FILTER_PATHS)[number]; value: string }[];
  /** `default`: by name, then id (an editor orders siblings by naming them). */
  sortBy?: { key: 'default'; order?: 'ASC' | 'DESC' };
  page?: { size?: number; cursor?: string };
  parameters: DeliveryParameters;
};
export type ContentFilterResult = {
  responses: { content: DeliveredItem }[];
  page: { responseCount: number; nextCursor?: string };
};

/** The hierarchy filter's parent does not exist (spec 3 §8: the marker "Root node not found"). */
export class HierarchyRootNotFoundError extends Error {
  static readonly TYPE = 'HIERARCHY_ROOT_NOT_FOUND' as const;
  static readonly MESSAGE = 'Root node not found' as const;
  constructor() {
    super(HierarchyRootNotFoundError.MESSAGE);
    this.name = 'HierarchyRootNotFoundError';
  }
}

type Cursor = { name: string; id: string };
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.name, c.id])).toString('base64url');
function decodeCursor(cursor: string): Cursor {
  try {
    const [name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof name === 'string' && typeof id === 'string' && isUuid(id)) return { name, id };
  } catch {
    // refused below
  }
  throw new InvalidInputError('page.cursor: is not a cursor this filter answered; start again without one.');
}

/**
 * Delivered items of one block type, or an item's children, a page at a time (decision 045): only
 * items delivered at the effective moment, each delivered as a fetch would (locale, depth, groups).
 */
export async function filterContent(db: Database, filter: ContentFilter): Promise<ContentFilterResult> {
  const moment = await deliveryMoment(db, filter.parameters);
  const conditions: SQL[] = [];
  for (const { path, value } of filter.filterBy) {
    if (path === '/_meta/schema') conditions.push(eq(contentItems.schema, value));
    else {
      const parent = isUuid(value)
        ? await db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, value))
        : [];
      if (parent.length === 0) throw new HierarchyRootNotFoundError();
      conditions.push(eq(contentItems.parentId, value));
    }
  }
  // Delivered: published, or with a body in a live edition.
  const live = moment.live.map((e) => e.id);
  const inLiveEdition = live.length
    ? inArray(
        contentItems.id,
        db.select({ id: contentEditionItems.itemId }).from(contentEditionItems).where(anyUuid(contentEditionItems.editionId, live)),
      )
    : undefined;
  conditions.push(inLiveEdition ? or(isNotNull(contentItems.published), inLiveEdition)! : isNotNull(contentItems.published));
  const descending = filter.sortBy?.order === 'DESC';
  if (filter.page?.cursor) {
    const after = decodeCursor(filter.page.cursor);
    conditions.push(
      descending
        ? sql`(${contentItems.name}, ${contentItems.id}) < (${after.name}, ${after.id}::uuid)`
        : sql`(${contentItems.name}, ${contentItems.id}) > (${after.name}, ${after.id}::uuid)`,
    );
  }
  const size = filter.page?.size ?? FILTER_PAGE_DEFAULT_SIZE;
  const order = descending ? desc : asc;
  const rows = await db
    .select({ id: contentItems.id, name: contentItems.name })
    .from(contentItems)
    .where(and(...conditions))
    .orderBy(order(contentItems.name), order(contentItems.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const delivered = await Promise.all(
    page.map((row) => deliverTree(db, { id: row.id }, moment, filter.parameters.customerGroups)),
  );
  // An item unpublished between the two reads is left out rather than answered as nothing.
  const responses = delivered.flatMap((content) => (content ? [{ content }] : []));
  const last = page.at(-1);
  return {
    responses,
    page: { responseCount: responses.length, ...(rows.length > size && last ? { nextCursor: encodeCursor(last) } : {}) },
  };
}
