import { randomUUID } from 'node:crypto';
import type { QueryObserver } from '../../../db/client.js';
import { createApi } from '../../../http/app.js';
import { silentLogger } from '../../../logger.js';
import { shopperCall } from '../../../testing/shopper-call.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { dropContentCache } from './cache.js';
import { importContentItems } from './import-export.js';
import { localized } from './localised.js';
import { contentReference } from './references.js';
import type { StoredEdition, StoredItem } from './stored.js';

/** Test support for content items: an API with a content token on an empty database, and item builders. */
export const CONTENT_TOKEN = 'content-token-0123456789abcdef0123456789';

export async function contentTestApi(options: { onQuery?: QueryObserver; contentToken?: string | undefined } = {}) {
  const handle = await createTestDatabase(options.onQuery ? { onQuery: options.onQuery } : {});
  // Each test has its own database; the trees of an earlier one must not answer for it.
  dropContentCache();
  const token = 'contentToken' in options ? options.contentToken : CONTENT_TOKEN;
  const api = createApi({ db: handle.db, logger: silentLogger, contentToken: token });
  /** A call with the content token, another one, or none (`null`). */
  const call = (method: string, path: string, body?: unknown, bearer: string | null = token ?? null) =>
    shopperCall(api, bearer ?? undefined, method, path, body);
  return {
    handle,
    db: handle.db,
    api,
    call,
    fetch: (requests: unknown[], parameters: Record<string, unknown> = { locale: 'en-US' }) =>
      call('POST', '/cms/fetch', { requests, parameters }),
    filter: (body: Record<string, unknown>) => call('POST', '/cms/filter', body),
    put: (items: StoredItem[], editions: StoredEdition[] = []) => importContentItems(handle.db, { items, editions }),
    close: () => handle.close(),
  };
}

export type ContentTestApi = Awaited<ReturnType<typeof contentTestApi>>;

/** A published item of a block type the engine does not know (generic checks only), unless told otherwise. */
export function item(overrides: Partial<StoredItem> & { body?: Record<string, unknown> } = {}): StoredItem {
  return { id: randomUUID(), name: 'Note', schema: 'test-note', body: {}, published: true, ...overrides };
}

export const ref = (target: StoredItem) => contentReference(target.schema, target.id);
export { localized };

/** An observer recording the id lists of item loads (`content_items` read by ids), for contentTestApi's onQuery. */
export function itemLoads() {
  const loads: unknown[][] = [];
  const onQuery: QueryObserver = (query, params) => {
    if (/from "content_items"/i.test(query) && Array.isArray(params[0])) loads.push(params[0] as unknown[]);
  };
  return { loads, onQuery };
}

/** Key `page`: its `content` references a middle item referencing 13 leaves (`n` 0–12), its `extra` leaf 0. */
export function pageOfLeaves() {
  const leaves = Array.from({ length: 13 }, (_, i) => item({ name: `Leaf ${i}`, body: { n: i } }));
  const middle = item({ name: 'Middle', body: { children: leaves.map(ref) } });
  const page = item({ deliveryKey: 'page', name: 'Page', body: { content: [ref(middle)], extra: ref(leaves[0]!) } });
  return { leaves, middle, page, items: [...leaves, middle, page] };
}

/** A personalised variant (stored form) whose content references these items. */
export const variant = (
  title: string,
  segments: string[],
  content: StoredItem[],
  matchMode: 'Any' | 'All' = 'Any',
) => ({
  title,
  segments,
  matchMode,
  content: content.map(ref),
});
