import type { Transport } from './transport.js';

/**
 * The content service's delivery calls (decision 045): items by id or key, and pages filtered by
 * type, parent or any field. The engine takes at most 12 requests per fetch (spec 3 §9 "Content batch size
 * 12"); `fetchContent` takes any number and sends them 12 at a time, in parallel, answering in the
 * order asked.
 */
export const CONTENT_BATCH_SIZE = 12;

/** One item wanted: by its delivery id (a UUID) or its delivery key (`home`, `t/{slug}`…). */
export type ContentRequest = { id: string } | { key: string };

export type ContentParameters = {
  locale: string;
  /** `all` resolves references to the items (8 levels at most); `root` leaves them as references. */
  depth?: 'all' | 'root';
  /** `inlined` (the default) puts items in place of references; `linked` keeps references and lists the items in `linkedContent`. */
  format?: 'inlined' | 'linked';
  /** The shopper's groups: personalised slots come back already chosen for them. */
  customerGroups?: readonly string[];
  /** ISO 8601; which editions are live (preview by date). Now when absent. */
  effectiveDateTime?: string;
};

/** What every delivered item carries, whatever its block type. */
export type DeliveredMeta = {
  schema: string;
  name: string;
  deliveryId: string;
  deliveryKey?: string | null;
  hierarchy?: { parentId?: string | null };
  edition?: { id: string; start: string; end: string };
};
export type DeliveredItem = { _meta: DeliveredMeta; [field: string]: unknown };

export type ContentNotFound = { type: 'CONTENT_NOT_FOUND'; message?: string; data?: unknown };
/** With format `linked` and depth `all`, `linkedContent` holds every item the references reach, each once, breadth-first. */
export type ContentResponse<T = DeliveredItem> =
  { content: T; linkedContent?: DeliveredItem[] } | { error: ContentNotFound };

export type ContentFilter = {
  /**
   * 1–5 clauses, all of which must hold: items of one block type (`/_meta/schema`), the children of
   * one item (`/_meta/hierarchy/parentId`), or any JSON pointer into the delivered item (`/active`,
   * `/segment`, `/category`…) and the value there (a list holds it).
   */
  filterBy: { path: '/_meta/schema' | '/_meta/hierarchy/parentId' | (string & {}); value: string | number | boolean }[];
  /** `default`: by name, then id; a JSON pointer: by the value there, items without one last. */
  sortBy?: { key: 'default' | (string & {}); order?: 'ASC' | 'DESC' };
  page?: { size?: number; cursor?: string };
  parameters: ContentParameters;
};
export type ContentFilterResult<T = DeliveredItem> = {
  responses: { content: T; linkedContent?: DeliveredItem[] }[];
  page: { responseCount: number; nextCursor?: string };
};

/** `items` in runs of `size`, in order. */
export function inBatches<T>(items: readonly T[], size = CONTENT_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A batch size is a whole number ≥ 1, not ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** The delivered item of an answer, or undefined for the not-found type (which is "no content": spec 3 §2.3). */
export const contentOf = <T>(response: ContentResponse<T> | undefined): T | undefined =>
  response && 'content' in response ? response.content : undefined;

export function contentItemCalls({ write }: Pick<Transport, 'write'>) {
  const fetchIn = async <T>(
    path: string,
    requests: readonly ContentRequest[],
    parameters: ContentParameters,
  ): Promise<ContentResponse<T>[]> => {
    const answers = await Promise.all(
      inBatches(requests).map((batch) =>
        write<{ responses: ContentResponse<T>[] }>('POST', path, { requests: batch, parameters }),
      ),
    );
    return answers.flatMap((answer) => answer.responses);
  };
  return {
    /**
     * Items by id or key, one answer per request in the same order: `{ content }` or
     * `{ error: { type: 'CONTENT_NOT_FOUND' } }`. Any number of requests, sent 12 at a time.
     */
    fetchContent: <T = DeliveredItem>(requests: readonly ContentRequest[], parameters: ContentParameters) =>
      fetchIn<T>('/cms/fetch', requests, parameters),
    /**
     * As `fetchContent`, from the staging environment (drafts, unpublished items and editions), for
     * a client acting for a staff member or a preview link (`forShopper(token)`); 401 once it has ended.
     */
    fetchStagingContent: <T = DeliveredItem>(requests: readonly ContentRequest[], parameters: ContentParameters) =>
      fetchIn<T>('/cms/staging/fetch', requests, parameters),
    /** Delivered items matching every clause (type, parent, any JSON pointer), sorted ascending by name by default, a page at a time. */
    filterContent: <T = DeliveredItem>(filter: ContentFilter) =>
      write<ContentFilterResult<T>>('POST', '/cms/filter', filter),
  };
}
