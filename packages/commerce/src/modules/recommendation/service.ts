import { randomUUID } from 'node:crypto';
import { pick } from '../../db/localized.js';
import { InvalidInputError, NotFoundError } from '../../http/errors.js';
import type { AppDeps } from '../../http/types.js';
import { getSummaries } from '../catalog/index.js';
import type { Recommendation, Recommendations, RecommenderInfo, RecsRequest } from './contract.js';
import { findRecommender, RECOMMENDERS, type Recommender, type RecsContext } from './recommenders.js';
import { mergeRanked, recommendersForZone, type Ranked } from './zones.js';

export type RecsCall = { siteId: string; request: RecsRequest; doNotTrack: boolean };

/** Ranked lists ask for this many times the carousel's size: some products may have gone offline. */
const OVERFETCH = 2;

export function listRecommenders(): RecommenderInfo[] {
  return Object.values(RECOMMENDERS).map((r) => ({
    name: r.name,
    description: r.description,
    anchor: r.anchor,
    personal: r.personal,
  }));
}

/** Recommendations are anchored on products or on categories; both at once is a mistake (spec 2 §4). */
function anchorsOf(request: RecsRequest) {
  const products = [...new Set((request.products ?? []).map((p) => p.id))];
  const categories = [...new Set((request.categories ?? []).map((c) => c.id))];
  if (products.length > 0 && categories.length > 0) {
    throw new InvalidInputError(
      'Give products or categories, not both: recommendations are anchored on one or the other.',
    );
  }
  return { products, categories };
}

function contextFor(deps: AppDeps, call: RecsCall): RecsContext {
  const { request } = call;
  const identified = request.cookieId !== undefined || request.userId !== undefined;
  return {
    db: deps.db,
    siteId: call.siteId,
    ...anchorsOf(request),
    shopper: call.doNotTrack || !identified ? null : { cookieId: request.cookieId, userId: request.userId },
    limit: request.limit * OVERFETCH,
    currency: request.currency,
    now: new Date(),
  };
}

function applies(recommender: Recommender, ctx: RecsContext): boolean {
  if (recommender.personal && !ctx.shopper) return false;
  if (recommender.anchor === 'products' && ctx.products.length === 0) return false;
  return true;
}

/**
 * Runs the recommenders in order until the carousel is full, then loads the tiles. A recommender
 * that fails is logged and counts as empty, and so does a failure to load the tiles: the
 * shopper sees fewer or no recommendations, never an error (spec 2 §8).
 */
async function recommend(
  deps: AppDeps,
  chain: readonly Recommender[],
  ctx: RecsContext,
  request: RecsRequest,
): Promise<Recommendations> {
  const lists: Ranked[] = [];
  for (const recommender of chain) {
    if (!applies(recommender, ctx)) continue;
    try {
      lists.push({ recommender: recommender.name, productIds: await recommender.rank(ctx) });
    } catch (error) {
      deps.logger.error({
        msg: 'recommender failed',
        recommender: recommender.name,
        siteId: ctx.siteId,
        err: String(error),
      });
      continue;
    }
    if (mergeRanked(lists, ctx.products, ctx.limit).length >= ctx.limit) break;
  }
  const merged = mergeRanked(lists, ctx.products, ctx.limit);

  let recs: Recommendation[] = [];
  try {
    const summaries = await getSummaries(
      deps.db,
      merged.map((m) => m.productId),
      request,
    );
    recs = merged
      .flatMap((m) => {
        const summary = summaries.get(m.productId);
        return summary ? [{ id: summary.productId, ...summary }] : [];
      })
      .slice(0, request.limit);
  } catch (error) {
    deps.logger.error({ msg: 'recommendation tiles failed', siteId: ctx.siteId, err: String(error) });
  }
  const leadName = merged.find((m) => m.productId === recs[0]?.id)?.recommender;
  const lead = (leadName && RECOMMENDERS[leadName]) || chain[0]!;
  return {
    recommenderName: lead.name,
    recoUUID: randomUUID(),
    recs,
    displayMessage: pick(lead.displayMessage, request.locale) ?? '',
  };
}

/**
 * One recommender by name. Asking it without what it needs (product ids for a product-anchored
 * one, a shopper for a personal one) is the caller's mistake and answers 400; under do-not-track
 * a personal recommender answers empty instead.
 */
export async function getRecommendations(deps: AppDeps, name: string, call: RecsCall): Promise<Recommendations> {
  const recommender = findRecommender(name);
  if (!recommender) throw new NotFoundError('Recommender', name);
  const ctx = contextFor(deps, call);
  if (recommender.anchor === 'products' && ctx.products.length === 0) {
    throw new InvalidInputError(`${name} recommends for products: give products [{ id }].`);
  }
  if (recommender.personal && !call.doNotTrack && !ctx.shopper) {
    throw new InvalidInputError(`${name} needs the shopper's cookieId or userId.`);
  }
  return recommend(deps, [recommender], ctx, call.request);
}

/** The recommenders configured for a zone (zones.ts), each used when the request gives what it needs. */
export async function getZoneRecommendations(deps: AppDeps, zone: string, call: RecsCall): Promise<Recommendations> {
  const names = recommendersForZone(zone);
  if (!names) throw new NotFoundError('Zone', zone);
  return recommend(
    deps,
    names.map((n) => RECOMMENDERS[n]),
    contextFor(deps, call),
    call.request,
  );
}
