import { z } from '@hono/zod-openapi';
import { ProductSummary } from '../catalog/index.js';
import { CurrencyQuery, LocaleQuery } from '../../http/site-query.js';

/**
 * API shapes of the recommendation service (spec 2 §3 Recommendations, §7 Recommendation service):
 * activities in, recommendations out. Inputs are strict and bounded: at most 50 products or
 * categories per call, strings of at most 200 characters.
 */

export const MAX_ITEMS_PER_CALL = 50;
export const MAX_TEXT_LENGTH = 200;
/** The carousel shows up to 10 slides (spec 2 §9). */
export const MAX_RECS = 10;

export const RECOMMENDER_NAMES = [
  'viewed-also-viewed',
  'bought-together',
  'top-sellers',
  'recently-viewed',
  'similar-products',
  'new-arrivals',
] as const;
export type RecommenderName = (typeof RECOMMENDER_NAMES)[number];

export const Id = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'may only hold letters, digits, dot, dash and underscore');

/** Opaque identifiers the shopper's side makes up (cookie ids, user ids): visible ASCII only. */
const Token = z
  .string()
  .trim()
  .min(1)
  .max(MAX_TEXT_LENGTH)
  .regex(/^[\x21-\x7e]+$/, 'may only hold visible ASCII characters');

const Text = z.string().trim().min(1).max(MAX_TEXT_LENGTH);

/** What every call may carry besides its own fields (the spec's realm, instanceType, cookieId, userId). */
const Envelope = {
  realm: z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/, 'must be a realm id of letters and digits')
    .optional(),
  instanceType: z.enum(['prd', 'sbx']).optional(),
  userId: Token.optional(),
  /** The shopper asked not to be tracked: nothing is recorded, nothing personal is used. */
  doNotTrack: z.boolean().optional(),
};

/** A product in an activity: `{ id, sku }` for views and clicks, `{ id, price, quantity }` for basket items. */
export const ActivityProduct = z
  .object({
    id: Id,
    sku: Id.optional(),
    price: z.number().nonnegative().max(10_000_000).optional(),
    quantity: z.number().int().min(1).max(9999).optional(),
  })
  .strict()
  .openapi('ActivityProduct');

export const CategoryRef = z.object({ id: Id }).strict().openapi('CategoryRef');

/**
 * One activity. Which fields an activity needs is checked per activity (activity-payload.ts);
 * anything not listed here is refused, so a misspelt field is a 400, not silently lost.
 */
export const ActivityPayload = z
  .object({
    ...Envelope,
    cookieId: Token,
    products: z.array(ActivityProduct).max(MAX_ITEMS_PER_CALL).optional(),
    categories: z.array(CategoryRef).max(MAX_ITEMS_PER_CALL).optional(),
    searchText: Text.optional(),
    showProducts: z.boolean().optional(),
    recommenderName: Text.optional(),
    recoUUID: z.uuid().optional(),
    currentLocation: Text.optional(),
    stepName: Text.optional(),
    stepNumber: z.number().int().min(0).max(100).optional(),
    basketId: Id.optional(),
    orderNo: Id.optional(),
    amount: z.number().nonnegative().max(1_000_000_000).optional(),
  })
  .strict()
  .openapi('ActivityPayload');

export const ActivityReceipt = z
  .object({ recorded: z.boolean().openapi({ description: 'false when do-not-track was on: nothing was stored.' }) })
  .openapi('ActivityReceipt');

export const RecsRequest = z
  .object({
    ...Envelope,
    products: z
      .array(z.object({ id: Id, sku: Id.optional() }).strict())
      .max(MAX_ITEMS_PER_CALL)
      .optional(),
    categories: z.array(CategoryRef).max(MAX_ITEMS_PER_CALL).optional(),
    cookieId: Token.optional(),
    limit: z.number().int().min(1).max(MAX_RECS).default(MAX_RECS),
    locale: LocaleQuery,
    currency: CurrencyQuery,
  })
  .strict()
  .openapi('RecsRequest');

export const Recommendation = ProductSummary.extend({
  /** The product id again, under the name the recommendation service uses. */
  id: z.string(),
}).openapi('Recommendation');

export const Recommendations = z
  .object({
    recommenderName: z.string(),
    /** New for every answer: view and click activities send it back. */
    recoUUID: z.uuid(),
    recs: z.array(Recommendation),
    displayMessage: z.string(),
  })
  .openapi('Recommendations');

export const RecommenderInfo = z
  .object({
    name: z.enum(RECOMMENDER_NAMES),
    description: z.string(),
    /** What the request must give: product ids, category ids (optional), or nothing. */
    anchor: z.enum(['products', 'categories', 'none']),
    /** Built from the shopper's own activity: empty under do-not-track. */
    personal: z.boolean(),
  })
  .openapi('RecommenderInfo');

export const RecommenderList = z.object({ recommenders: z.array(RecommenderInfo) }).openapi('RecommenderList');

export type ActivityPayload = z.infer<typeof ActivityPayload>;
export type ActivityProduct = z.infer<typeof ActivityProduct>;
export type ActivityReceipt = z.infer<typeof ActivityReceipt>;
export type RecsRequest = z.infer<typeof RecsRequest>;
/** The body a caller sends: limit, locale and currency have defaults. */
export type RecsRequestInput = z.input<typeof RecsRequest>;
export type Recommendation = z.infer<typeof Recommendation>;
export type Recommendations = z.infer<typeof Recommendations>;
export type RecommenderInfo = z.infer<typeof RecommenderInfo>;
export type RecommenderList = z.infer<typeof RecommenderList>;
