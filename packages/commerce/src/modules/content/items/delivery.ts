import type { Database } from '../../../db/client.js';
import { cachedPublishedEditions, cachedTree, CONTENT_TTL_MS } from './cache.js';
import { liveEditions, nextEditionBoundary, type EditionWindow } from './editions.js';
import { loadDeliverable } from './load-items.js';
import { localeFallbacks } from './localised.js';
import { assemble } from './personalise.js';
import { deliverItem, resolveTree, type DeliveredItem } from './resolve-tree.js';

/** One item wanted: by its delivery id (a UUID) or its delivery key. */
export type ContentRequest = { id: string } | { key: string };

export type DeliveryParameters = {
  /** The locale, optionally with a fallback list of the caller's (`fr-CA,fr-*`); "en-*,*" always closes it. */
  locale: string;
  /** `all` (the default) replaces references by the items; `root` leaves them as references. */
  depth?: 'all' | 'root';
  format?: 'inlined';
  /** The shopper's groups: personalised slots come chosen. Absent: delivered raw, with every variant. */
  customerGroups?: readonly string[];
  /** Which editions are live; now when absent (preview by date sets it). */
  effectiveDateTime?: string | Date;
};

export const CONTENT_NOT_FOUND = 'CONTENT_NOT_FOUND';
export type ContentNotFound = {
  type: typeof CONTENT_NOT_FOUND;
  message: string;
  data: { id: string } | { key: string };
};
export type ContentResponse = { content: DeliveredItem } | { error: ContentNotFound };

/** What every fetch of one moment and locale shares: the live editions and how trees are cached. */
export type DeliveryMoment = {
  live: EditionWindow[];
  fallbacks: string[];
  depth: 'all' | 'root';
  /** Cache key part naming the locale, depth and live editions. */
  variantKey: string;
  expiresAt: number;
};

export async function deliveryMoment(db: Database, parameters: DeliveryParameters): Promise<DeliveryMoment> {
  const now = new Date();
  const at = parameters.effectiveDateTime ? new Date(parameters.effectiveDateTime) : now;
  const windows = await cachedPublishedEditions(db);
  const live = liveEditions(windows, at);
  const depth = parameters.depth ?? 'all';
  // A tree depends on which editions are live, not on the moment itself: every moment with the
  // same live editions shares it. An entry lasts until what is live now next changes.
  const boundary = nextEditionBoundary(windows, now)?.getTime() ?? Infinity;
  return {
    live,
    fallbacks: localeFallbacks(parameters.locale),
    depth,
    variantKey: [parameters.locale, depth, live.map((e) => e.id).sort().join('+')].join('|'),
    expiresAt: Math.min(now.getTime() + CONTENT_TTL_MS, boundary),
  };
}

/** The cached tree (before personalisation) of one item, by id or key; undefined when not delivered. */
export function treeFor(db: Database, request: ContentRequest, moment: DeliveryMoment): Promise<DeliveredItem | undefined> {
  const key = `${'id' in request ? `id:${request.id}` : `key:${request.key}`}|${moment.variantKey}`;
  return cachedTree(db, key, moment.expiresAt, async () => {
    const [item] = await loadDeliverable(
      db,
      'id' in request ? { ids: [request.id] } : { keys: [request.key] },
      moment.live,
    );
    if (!item) return undefined;
    return moment.depth === 'all' ? resolveTree(db, item, moment.fallbacks, moment.live) : deliverItem(item, moment.fallbacks);
  });
}

/** One shopper's answer for one item: the cached tree, chosen for their groups. */
export async function deliverTree(
  db: Database,
  request: ContentRequest,
  moment: DeliveryMoment,
  customerGroups: readonly string[] | undefined,
): Promise<DeliveredItem | undefined> {
  const tree = await treeFor(db, request, moment);
  if (!tree) return undefined;
  const context = {
    resolve: moment.depth === 'all',
    treeOf: (id: string) => treeFor(db, { id }, moment),
    ...(customerGroups ? { customerGroups } : {}),
  };
  return (await assemble(tree, context)) as DeliveredItem;
}

function notFound(request: ContentRequest): { error: ContentNotFound } {
  const data = 'id' in request ? { id: request.id } : { key: request.key };
  const named = 'id' in request ? `id ${request.id}` : `key ${request.key}`;
  return { error: { type: CONTENT_NOT_FOUND, message: `No content item with ${named} is delivered.`, data } };
}

/**
 * Items by id or key (decision 045), one answer per request in the same order: the delivered item,
 * or the not-found type when the item does not exist or has nothing to deliver at the moment.
 */
export async function fetchContent(
  db: Database,
  requests: readonly ContentRequest[],
  parameters: DeliveryParameters,
): Promise<{ responses: ContentResponse[] }> {
  const moment = await deliveryMoment(db, parameters);
  const responses = await Promise.all(
    requests.map(async (request): Promise<ContentResponse> => {
      const content = await deliverTree(db, request, moment, parameters.customerGroups);
      return content ? { content } : notFound(request);
    }),
  );
  return { responses };
}
