import type { Database } from '../../../db/client.js';
import { cachedPublishedEditions, cachedTree, CONTENT_TTL_MS } from './cache.js';
import { liveEditions, loadAllEditions, nextEditionBoundary, type EditionWindow } from './editions.js';
import { loadDeliverable, type ContentStage } from './load-items.js';
import { gatherLinked } from './linked.js';
import { localeFallbacks } from './localised.js';
import { assemble } from './personalise.js';
import { deliverItem, inBatches, MAX_REFERENCE_DEPTH, resolveTree, type DeliveredItem } from './resolve-tree.js';

/** One item wanted: by its delivery id (a UUID) or its delivery key. */
export type ContentRequest = { id: string } | { key: string };

export type DeliveryParameters = {
  /** The locale, optionally with a fallback list of the caller's (`fr-CA,fr-*`); "en-*,*" always closes it. */
  locale: string;
  /** `all` (the default) replaces references by the items; `root` leaves them as references. */
  depth?: 'all' | 'root';
  /** `inlined` (the default) puts the items in place of references; `linked` lists them in `linkedContent`. */
  format?: 'inlined' | 'linked';
  /** The shopper's groups: personalised slots come chosen. Absent: delivered raw, with every variant. */
  customerGroups?: readonly string[];
  /** Which editions are live; now when absent (preview by date sets it). */
  effectiveDateTime?: string | Date;
  /**
   * `staging` (staff and preview links only, never cached: `/cms/staging/fetch`): drafts stand in
   * for published bodies and unpublished editions apply too. `published` when absent.
   */
  stage?: ContentStage;
};

export const CONTENT_NOT_FOUND = 'CONTENT_NOT_FOUND';
export type ContentNotFound = {
  type: typeof CONTENT_NOT_FOUND;
  message: string;
  data: { id: string } | { key: string };
};
/** A delivered item; with format `linked` and depth `all`, the items its references reach beside it. */
export type DeliveredContent = { content: DeliveredItem; linkedContent?: DeliveredItem[] };
export type ContentResponse = DeliveredContent | { error: ContentNotFound };

/** What every fetch of one moment and locale shares: the live editions and how trees are cached. */
export type DeliveryMoment = {
  live: EditionWindow[];
  /** Staging answers are made for one request and never cached (an author expects each save at once). */
  stage: ContentStage;
  fallbacks: string[];
  depth: 'all' | 'root';
  /** Cache key part naming the locale, depth and live editions. */
  variantKey: string;
  expiresAt: number;
};

export async function deliveryMoment(db: Database, parameters: DeliveryParameters): Promise<DeliveryMoment> {
  const now = new Date();
  const at = parameters.effectiveDateTime ? new Date(parameters.effectiveDateTime) : now;
  const stage = parameters.stage ?? 'published';
  const windows = stage === 'staging' ? await loadAllEditions(db) : await cachedPublishedEditions(db);
  const live = liveEditions(windows, at);
  const depth = parameters.depth ?? 'all';
  // A tree depends on which editions are live, not on the moment itself: every moment with the
  // same live editions shares it. An entry lasts until what is live now next changes.
  const boundary = nextEditionBoundary(windows, now)?.getTime() ?? Infinity;
  return {
    live,
    stage,
    fallbacks: localeFallbacks(parameters.locale),
    depth,
    variantKey: [
      parameters.locale,
      depth,
      live
        .map((e) => e.id)
        .sort()
        .join('+'),
    ].join('|'),
    expiresAt: Math.min(now.getTime() + CONTENT_TTL_MS, boundary),
  };
}

const treeKey = (request: ContentRequest, moment: DeliveryMoment) =>
  `${'id' in request ? `id:${request.id}` : `key:${request.key}`}|${moment.variantKey}`;

/** The items of these ids and keys as the moment delivers them (its editions, its stage). */
const loadAt = (db: Database, moment: DeliveryMoment, wanted: { ids?: readonly string[]; keys?: readonly string[] }) =>
  loadDeliverable(db, wanted, moment.live, moment.stage);

/** `load()` shared until `expiresAt` under `key`, except in staging, where every answer is made afresh. */
const cachedAt = <T>(db: Database, moment: DeliveryMoment, key: string, load: () => Promise<T>): Promise<T> =>
  moment.stage === 'staging' ? load() : cachedTree(db, key, moment.expiresAt, load);

/** The cached tree (before personalisation) of one item, by id or key; undefined when not delivered. */
export function treeFor(
  db: Database,
  request: ContentRequest,
  moment: DeliveryMoment,
): Promise<DeliveredItem | undefined> {
  return cachedAt(db, moment, treeKey(request, moment), async () => {
    const [item] = await loadAt(db, moment, 'id' in request ? { ids: [request.id] } : { keys: [request.key] });
    if (!item) return undefined;
    return moment.depth === 'all'
      ? resolveTree(db, item, moment.fallbacks, moment.live, (ids) => loadAt(db, moment, { ids }))
      : deliverItem(item, moment.fallbacks);
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

/**
 * A level of format "linked": each item as stored, delivered and chosen for the groups (references
 * kept), from the cache of depth `root` trees; the ids it does not hold are loaded 12 at a time
 * (a batch of 12 is read when any of its ids is missing).
 */
async function linkedLevel(
  db: Database,
  ids: readonly string[],
  moment: DeliveryMoment,
  customerGroups: readonly string[] | undefined,
): Promise<Map<string, DeliveredItem>> {
  const trees = await Promise.all(
    inBatches(ids).flatMap((batch) => {
      let loading: Promise<Map<string, DeliveredItem>> | undefined;
      const load = () =>
        (loading ??= loadAt(db, moment, { ids: batch }).then(
          (items) => new Map(items.map((item) => [item.id, deliverItem(item, moment.fallbacks)])),
        ));
      return batch.map((id) => cachedAt(db, moment, treeKey({ id }, moment), async () => (await load()).get(id)));
    }),
  );
  const context = { resolve: false, treeOf: async () => undefined, ...(customerGroups ? { customerGroups } : {}) };
  const chosen = await Promise.all(
    trees.flatMap((tree) => (tree ? [assemble(tree, context) as Promise<DeliveredItem>] : [])),
  );
  return new Map(chosen.map((item) => [item._meta.deliveryId, item]));
}

/** What is shared by the answers of one fetch or filter: the moment, and how items are delivered. */
export type Delivery = { moment: DeliveryMoment; parameters: DeliveryParameters };

/** Format "linked" keeps references as stored: its trees are depth `root`'s, whatever the depth asked. */
export async function prepareDelivery(db: Database, parameters: DeliveryParameters): Promise<Delivery> {
  const linked = parameters.format === 'linked';
  return { moment: await deliveryMoment(db, linked ? { ...parameters, depth: 'root' } : parameters), parameters };
}

/** One item's answer: the delivered item and, with format `linked` and depth `all`, its linked content. */
export async function deliverContent(
  db: Database,
  request: ContentRequest,
  delivery: Delivery,
): Promise<DeliveredContent | undefined> {
  const { moment, parameters } = delivery;
  const content = await deliverTree(db, request, moment, parameters.customerGroups);
  if (!content) return undefined;
  if (parameters.format !== 'linked' || (parameters.depth ?? 'all') === 'root') return { content };
  const linkedContent = await gatherLinked(content, MAX_REFERENCE_DEPTH, (ids) =>
    linkedLevel(db, ids, moment, parameters.customerGroups),
  );
  return { content, linkedContent };
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
  const delivery = await prepareDelivery(db, parameters);
  const responses = await Promise.all(
    requests.map(
      async (request): Promise<ContentResponse> => (await deliverContent(db, request, delivery)) ?? notFound(request),
    ),
  );
  return { responses };
}
