import type { Database } from '../../db/client.js';
import type { Localized } from '../../db/localized.js';
import { getPrices, unitPrice, type Currency } from '../pricing/index.js';
import { coOccurring, recentlyViewed, topSelling } from './activity-queries.js';
import { featuredProducts, newProducts, similarCandidates } from '../catalog/index.js';
import { expandCategories } from './expand-categories.js';
import type { RecommenderName } from './contract.js';
import { similarityScore } from './similarity.js';
import { lookbackStart, RECO_WINDOWS } from './windows.js';

/** What a recommender is asked with. `shopper` is null under do-not-track: nothing personal is used. */
export type RecsContext = {
  db: Database;
  siteId: string;
  products: readonly string[];
  categories: readonly string[];
  shopper: { cookieId?: string; userId?: string } | null;
  /** How many ids to return at most: a few more than will be shown, as some may have gone offline. */
  limit: number;
  currency: Currency;
  now: Date;
};

export type Recommender = {
  name: RecommenderName;
  description: string;
  displayMessage: Localized;
  /** products: product ids are required; categories: category ids are optional; none: neither is used. */
  anchor: 'products' | 'categories' | 'none';
  /** Reads the shopper's own activity: answers nothing under do-not-track. */
  personal: boolean;
  /** Product ids, best first, anchors left out. */
  rank(ctx: RecsContext): Promise<string[]>;
};

/** How many same-category products similar-products scores before taking the best. */
const SIMILAR_POOL = 200;

function ids(scored: { productId: string }[]): string[] {
  return scored.map((s) => s.productId);
}

const viewedAlsoViewed: Recommender = {
  name: 'viewed-also-viewed',
  description:
    `Products that shoppers who viewed the given products also viewed in the same session ` +
    `(same cookie, within ${RECO_WINDOWS.viewSessionMinutes / 60} hours, last ${RECO_WINDOWS.lookbackDays} days), ` +
    `those viewed by the most shoppers first.`,
  displayMessage: { en: 'Customers also viewed', fr: 'Les clients ont aussi consulté' },
  anchor: 'products',
  personal: false,
  rank: async (ctx) =>
    ids(
      await coOccurring(ctx.db, {
        siteId: ctx.siteId,
        anchors: ctx.products,
        types: ['viewProduct'],
        sessionMinutes: RECO_WINDOWS.viewSessionMinutes,
        since: lookbackStart(ctx.now),
        anchorScan: RECO_WINDOWS.anchorScan,
        anchorSample: RECO_WINDOWS.anchorSample,
        limit: ctx.limit,
      }),
    ),
};

const boughtTogether: Recommender = {
  name: 'bought-together',
  description:
    `Products added to the basket or ordered by the same shoppers within a day of the given ` +
    `products (last ${RECO_WINDOWS.lookbackDays} days), those chosen by the most shoppers first.`,
  displayMessage: { en: 'Frequently bought together', fr: 'Souvent achetés ensemble' },
  anchor: 'products',
  personal: false,
  rank: async (ctx) =>
    ids(
      await coOccurring(ctx.db, {
        siteId: ctx.siteId,
        anchors: ctx.products,
        types: ['addToCart', 'purchase'],
        sessionMinutes: RECO_WINDOWS.basketSessionMinutes,
        since: lookbackStart(ctx.now),
        anchorScan: RECO_WINDOWS.anchorScan,
        anchorSample: RECO_WINDOWS.anchorSample,
        limit: ctx.limit,
      }),
    ),
};

const topSellers: Recommender = {
  name: 'top-sellers',
  description:
    `The products most often added to the basket or ordered (last ${RECO_WINDOWS.lookbackDays} days), ` +
    `in the given categories and their subcategories or across the store, topped up in featured ` +
    `order while too few have sold (all featured order when nothing has).`,
  displayMessage: { en: 'Top sellers', fr: 'Meilleures ventes' },
  anchor: 'categories',
  personal: false,
  rank: async (ctx) => {
    const categoryIds = ctx.categories.length > 0 ? await expandCategories(ctx.db, ctx.categories) : undefined;
    if (categoryIds?.length === 0) return [];
    const sold = await topSelling(ctx.db, {
      siteId: ctx.siteId,
      categoryIds,
      since: lookbackStart(ctx.now),
      eventSample: RECO_WINDOWS.cartEventSample,
      limit: ctx.limit,
    });
    if (sold.length >= ctx.limit) return ids(sold);
    // Thin sales data should not leave the carousel half empty: the merchandisers' own order fills it.
    const featured = await featuredProducts(ctx.db, { categoryIds, limit: ctx.limit + sold.length });
    return [...new Set([...ids(sold), ...featured])].slice(0, ctx.limit);
  },
};

const recentlyViewedRecommender: Recommender = {
  name: 'recently-viewed',
  description:
    `The shopper's own product views (by cookie, and by user id across devices), most recent ` +
    `first, leaving out the given products. Empty under do-not-track.`,
  displayMessage: { en: 'Recently viewed', fr: 'Consultés récemment' },
  anchor: 'none',
  personal: true,
  rank: async (ctx) => {
    if (!ctx.shopper) return [];
    return recentlyViewed(ctx.db, {
      siteId: ctx.siteId,
      cookieId: ctx.shopper.cookieId,
      userId: ctx.shopper.userId,
      exclude: ctx.products,
      since: lookbackStart(ctx.now),
      viewSample: RECO_WINDOWS.recentViewSample,
      limit: ctx.limit,
    });
  },
};

const similarProducts: Recommender = {
  name: 'similar-products',
  description:
    'Products in the same primary category as the first given product, ranked by shared ' +
    'technology badges, closeness of price and shared colours. Needs no activity.',
  displayMessage: { en: 'You may also like', fr: 'Vous aimerez aussi' },
  anchor: 'products',
  personal: false,
  rank: async (ctx) => {
    const anchor = ctx.products[0];
    if (!anchor) return [];
    const candidates = (await similarCandidates(ctx.db, anchor, SIMILAR_POOL)).filter(
      (c) => !ctx.products.includes(c.productId),
    );
    if (candidates.length === 0) return [];
    const prices = await getPrices(ctx.db, [anchor, ...candidates.map((c) => c.productId)], ctx.currency);
    const anchorPrice = unitPrice(prices.get(anchor));
    const scored = candidates.map((c, order) => ({
      productId: c.productId,
      order,
      score: similarityScore({ ...c, price: unitPrice(prices.get(c.productId)), anchorPrice }),
    }));
    // Equal scores keep the pool's order: more shared badges, then the catalogue's rank.
    scored.sort((a, b) => b.score - a.score || a.order - b.order);
    return scored.slice(0, ctx.limit).map((s) => s.productId);
  },
};

const newArrivals: Recommender = {
  name: 'new-arrivals',
  description: 'Products the catalogue marks as new, newest first, in the given categories or across the store.',
  displayMessage: { en: 'New arrivals', fr: 'Nouveautés' },
  anchor: 'categories',
  personal: false,
  rank: async (ctx) => {
    const categoryIds = ctx.categories.length > 0 ? await expandCategories(ctx.db, ctx.categories) : undefined;
    if (categoryIds?.length === 0) return [];
    return newProducts(ctx.db, { categoryIds, exclude: ctx.products, limit: ctx.limit });
  },
};

export const RECOMMENDERS: Readonly<Record<RecommenderName, Recommender>> = {
  'viewed-also-viewed': viewedAlsoViewed,
  'bought-together': boughtTogether,
  'top-sellers': topSellers,
  'recently-viewed': recentlyViewedRecommender,
  'similar-products': similarProducts,
  'new-arrivals': newArrivals,
};

export function findRecommender(name: string): Recommender | undefined {
  return Object.hasOwn(RECOMMENDERS, name) ? RECOMMENDERS[name as RecommenderName] : undefined;
}
