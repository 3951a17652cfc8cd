import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { anyUuid } from './any-uuid.js';
import { deliverContent, prepareDelivery, type DeliveredContent, type DeliveryParameters } from './delivery.js';
import { clauseHolds, compareSorted, sortValue, type ClauseValue, type FilterClause } from './filter-clauses.js';
import { decodeCursor, encodeCursor, type FilterCursor } from './filter-cursor.js';
import { loadDeliverable } from './load-items.js';
import { deliverItem } from './resolve-tree.js';
import { contentEditionItems, contentItems } from './schema.js';
import { isUuid } from './validate.js';

/** The paths the filter answers from the items' columns (the others are read in the delivered bodies). */
export const COLUMN_PATHS = ['/_meta/schema', '/_meta/hierarchy/parentId'] as const;
export const MAX_FILTER_CLAUSES = 5;
export const FILTER_PAGE_MAX_SIZE = 50;
export const FILTER_PAGE_DEFAULT_SIZE = 12;

export type ContentFilter = {
  /**
   * All must hold (1–5): a JSON pointer into the delivered item (before references are followed)
   * and the value there, or, for a list, a value it holds. `/_meta/schema` is the block type,
   * `/_meta/hierarchy/parentId` the parent (which must exist).
   */
  filterBy: FilterClause[];
  /** `default`: by name, then id (an editor orders siblings by naming them); a pointer: by the value there. */
  sortBy?: { key: 'default' | (string & {}); order?: 'ASC' | 'DESC' };
  page?: { size?: number; cursor?: string };
  parameters: DeliveryParameters;
};
export type ContentFilterResult = {
  responses: DeliveredContent[];
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

const isColumnPath = (path: string): path is (typeof COLUMN_PATHS)[number] => (COLUMN_PATHS as readonly string[]).includes(path);

/** A column clause as a condition: the block type, or the parent (404 when it does not exist). */
async function columnCondition(db: Database, path: (typeof COLUMN_PATHS)[number], value: ClauseValue): Promise<SQL> {
  if (path === '/_meta/schema') return typeof value === 'string' ? eq(contentItems.schema, value) : sql`false`;
  const parent =
    typeof value === 'string' && isUuid(value)
      ? await db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, value))
      : [];
  if (parent.length === 0) throw new HierarchyRootNotFoundError();
  return eq(contentItems.parentId, value as string);
}

const afterCursor = (after: FilterCursor, descending: boolean) =>
  descending
    ? sql`(${contentItems.name}, ${contentItems.id}) < (${after.name}, ${after.id}::uuid)`
    : sql`(${contentItems.name}, ${contentItems.id}) > (${after.name}, ${after.id}::uuid)`;

type Row = { id: string; name: string };

/**
 * Delivered items matching every clause, a page at a time (decision 045): only items delivered at
 * the effective moment, each delivered as a fetch would (locale, depth, format, groups). Block
 * type and parent clauses, with the default order, are answered by the database alone; other
 * clauses and sort keys read the delivered bodies of the items the column clauses leave.
 */
export async function filterContent(db: Database, filter: ContentFilter): Promise<ContentFilterResult> {
  const delivery = await prepareDelivery(db, filter.parameters);
  const { moment } = delivery;
  const conditions: SQL[] = [];
  const bodyClauses: FilterClause[] = [];
  for (const clause of filter.filterBy) {
    if (isColumnPath(clause.path)) conditions.push(await columnCondition(db, clause.path, clause.value));
    else bodyClauses.push(clause);
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
  const sortPath = filter.sortBy && filter.sortBy.key !== 'default' ? filter.sortBy.key : undefined;
  const after = filter.page?.cursor ? decodeCursor(filter.page.cursor, sortPath) : undefined;
  if (after && !sortPath) conditions.push(afterCursor(after, descending));
  const size = filter.page?.size ?? FILTER_PAGE_DEFAULT_SIZE;
  const order = descending ? desc : asc;
  const query = db
    .select({ id: contentItems.id, name: contentItems.name })
    .from(contentItems)
    .where(and(...conditions))
    .orderBy(order(contentItems.name), order(contentItems.id));

  let rows: Row[];
  let cursorOf: (row: Row) => FilterCursor = (row) => row;
  if (bodyClauses.length === 0 && !sortPath) rows = await query.limit(size + 1);
  else {
    const candidates = await query;
    const items = await loadDeliverable(db, { ids: candidates.map((row) => row.id) }, moment.live);
    const bodies = new Map(items.map((item) => [item.id, deliverItem(item, moment.fallbacks)]));
    rows = candidates.filter((row) => bodies.has(row.id) && bodyClauses.every((clause) => clauseHolds(bodies.get(row.id), clause)));
    if (sortPath) {
      const keyed = rows.map((row) => ({ id: row.id, name: row.name, value: sortValue(bodies.get(row.id), sortPath) }));
      keyed.sort((a, b) => compareSorted(a, b, descending));
      const from = after ? { ...after, value: after.sort?.value ?? null } : undefined;
      rows = from ? keyed.filter((row) => compareSorted(row, from, descending) > 0) : keyed;
      const values = new Map(keyed.map((row) => [row.id, row.value]));
      cursorOf = (row) => ({ ...row, sort: { path: sortPath, value: values.get(row.id) ?? null } });
    }
    rows = rows.slice(0, size + 1);
  }

  const page = rows.slice(0, size);
  const delivered = await Promise.all(page.map((row) => deliverContent(db, { id: row.id }, delivery)));
  // An item unpublished between the two reads is left out rather than answered as nothing.
  const responses = delivered.flatMap((content) => (content ? [content] : []));
  const last = page.at(-1);
  return {
    responses,
    page: { responseCount: responses.length, ...(rows.length > size && last ? { nextCursor: encodeCursor(cursorOf(last)) } : {}) },
  };
}
