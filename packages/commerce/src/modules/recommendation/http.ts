import { createRoute, z } from '@hono/zod-openapi';
import { isDoNotTrack } from '@ridgeline/config';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { errorBody } from '../../http/error-handler.js';
import { NotFoundError } from '../../http/errors.js';
import { ErrorResponse, errorResponses, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import type { AppEnv } from '../../http/types.js';
import { isActivityType } from './activity-payload.js';
import { recordActivity } from './activity-service.js';
import { CLIENT_ID_HEADER, requireClientId } from './client-id.js';
import {
  ActivityPayload,
  ActivityReceipt,
  Id,
  RECOMMENDER_NAMES,
  Recommendations,
  RecommenderList,
  RecsRequest,
} from './contract.js';
import { findRecommender } from './recommenders.js';
import { ACTIVITY_TYPES } from './schema.js';
import { getRecommendations, getZoneRecommendations, listRecommenders } from './service.js';
import { recommendersForZone, ZONE_NAMES } from './zones.js';

/** 50 products of a few hundred bytes each fit many times over; anything bigger is not a shopper's event. */
const MAX_BODY_BYTES = 64 * 1024;
const SECURITY = [{ recsClientId: [] }];
const TAG = 'Recommendations';

const SiteId = Id.openapi({ example: 'RidgelineUS' });

const json = (schema: z.ZodType, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const unauthorized = { 401: json(ErrorResponse, 'No or the wrong x-cq-client-id header.') };

function doNotTrackHeaders(header: (name: string) => string | undefined) {
  return { dnt: header('dnt'), gpc: header('sec-gpc') };
}

/** Unknown names answer 404 before the body is read: a wrong path is not a bad body. */
const knownActivity = createMiddleware<AppEnv>(async (c, next) => {
  const activity = c.req.param('activity') ?? '';
  if (!isActivityType(activity)) throw new NotFoundError('Activity', activity.slice(0, 50));
  await next();
});
const knownRecommender = createMiddleware<AppEnv>(async (c, next) => {
  const name = c.req.param('recommenderName') ?? '';
  if (!findRecommender(name)) throw new NotFoundError('Recommender', name.slice(0, 50));
  await next();
});
const knownZone = createMiddleware<AppEnv>(async (c, next) => {
  const zone = c.req.param('zone') ?? '';
  if (!recommendersForZone(zone)) throw new NotFoundError('Zone', zone.slice(0, 50));
  await next();
});

/** Under a do-not-track header the body is not even read. */
const skipWhenDoNotTrack = createMiddleware<AppEnv>(async (c, next) => {
  if (isDoNotTrack(doNotTrackHeaders((n) => c.req.header(n)))) return c.json({ recorded: false }, 202);
  await next();
});

const recordActivityRoute = createRoute({
  method: 'post',
  path: '/v3/activities/{siteId}/{activity}',
  tags: [TAG],
  summary: 'Record what a shopper did (a product view, a search, an add to basket…)',
  description:
    'Activities feed the behavioural recommenders. Each activity needs its own fields: viewProduct, ' +
    'beginCheckout, addToCart and purchase need `products`; viewSearch `searchText`; clickSearch ' +
    '`searchText` and `products`; viewCategory `categories`; clickCategory `categories` and `products`; ' +
    'viewReco and clickReco `recommenderName`, `recoUUID` and `products`; checkoutStep `stepName` and ' +
    '`stepNumber`. With `DNT: 1` or `Sec-GPC: 1`, or `doNotTrack: true`, nothing is stored and the answer ' +
    'is `{ "recorded": false }`.',
  security: SECURITY,
  middleware: [knownActivity, skipWhenDoNotTrack] as const,
  request: {
    params: z.object({
      siteId: SiteId,
      activity: z.string().openapi({ enum: [...ACTIVITY_TYPES], example: 'viewProduct' }),
    }),
    body: { content: { 'application/json': { schema: ActivityPayload } }, required: true },
  },
  responses: {
    202: json(ActivityReceipt, 'Recorded, or (under do-not-track) deliberately not.'),
    ...errorResponses,
    ...unauthorized,
  },
});

const listRecommendersRoute = createRoute({
  method: 'get',
  path: '/v3/personalization/recommenders/{siteId}',
  tags: [TAG],
  summary: 'The recommenders a site can ask for',
  security: SECURITY,
  request: { params: z.object({ siteId: SiteId }) },
  responses: { ...ok(RecommenderList, 'The recommenders.'), ...errorResponses, ...unauthorized },
});

const recsRequestBody = {
  content: { 'application/json': { schema: RecsRequest } },
  required: true,
};
const recsDescription =
  'Give `products` or `categories`, not both. `limit` is at most 10. Answers empty `recs` when nothing ' +
  'can be recommended or computing failed (logged), never an error. Under `DNT: 1`, `Sec-GPC: 1` or ' +
  '`doNotTrack: true` the shopper ids are not used and personal recommenders (recently-viewed) answer empty.';

const getRecsRoute = createRoute({
  method: 'post',
  path: '/v3/personalization/recs/{siteId}/{recommenderName}',
  tags: [TAG],
  summary: 'Recommendations from one recommender',
  description: recsDescription,
  security: SECURITY,
  middleware: [knownRecommender] as const,
  request: {
    params: z.object({
      siteId: SiteId,
      recommenderName: z.string().openapi({ enum: [...RECOMMENDER_NAMES], example: 'viewed-also-viewed' }),
    }),
    body: recsRequestBody,
  },
  responses: { ...ok(Recommendations, 'The recommendations.'), ...errorResponses, ...unauthorized },
});

const getZoneRecsRoute = createRoute({
  method: 'post',
  path: '/v3/personalization/{siteId}/zones/{zone}/recs',
  tags: [TAG],
  summary: 'Recommendations for a place on a page, from the recommenders configured for it',
  description:
    `${recsDescription} Zones: product-detail-recs (viewed-also-viewed, then similar-products), ` +
    'pdp-recently-viewed (recently-viewed), cart-recs (bought-together, then top-sellers), home-recs and ' +
    'category-recs (top-sellers, then new-arrivals). A recommender that lacks what it needs is skipped.',
  security: SECURITY,
  middleware: [knownZone] as const,
  request: {
    params: z.object({
      siteId: SiteId,
      zone: z.string().openapi({ enum: ZONE_NAMES, example: 'product-detail-recs' }),
    }),
    body: recsRequestBody,
  },
  responses: { ...ok(Recommendations, 'The recommendations.'), ...errorResponses, ...unauthorized },
});

const router = createRouter();
router.openAPIRegistry.registerComponent('securitySchemes', 'recsClientId', {
  type: 'apiKey',
  in: 'header',
  name: CLIENT_ID_HEADER,
  description: 'The store\'s recommendation client id (RECS_CLIENT_ID, default "ridgeline-storefront").',
});
router.use(
  '/v3/*',
  requireClientId,
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json(errorBody('payload_too_large', `A request body may hold at most ${MAX_BODY_BYTES} bytes.`), 413),
  }),
);

export const recommendationRoutes = router
  .openapi(recordActivityRoute, async (c) => {
    const { siteId, activity } = c.req.valid('param');
    const payload = c.req.valid('json');
    // The path was checked by knownActivity; the guard keeps the type narrow.
    if (!isActivityType(activity)) throw new NotFoundError('Activity', activity);
    if (isDoNotTrack({}, payload)) return c.json({ recorded: false }, 202);
    await recordActivity(c.var.deps.db, siteId, activity, payload);
    return c.json({ recorded: true }, 202);
  })
  .openapi(listRecommendersRoute, (c) => c.json({ recommenders: listRecommenders() }, 200))
  .openapi(getRecsRoute, async (c) => {
    const { siteId, recommenderName } = c.req.valid('param');
    const request = c.req.valid('json');
    const doNotTrack = isDoNotTrack(
      doNotTrackHeaders((n) => c.req.header(n)),
      request,
    );
    return c.json(await getRecommendations(c.var.deps, recommenderName, { siteId, request, doNotTrack }), 200);
  })
  .openapi(getZoneRecsRoute, async (c) => {
    const { siteId, zone } = c.req.valid('param');
    const request = c.req.valid('json');
    const doNotTrack = isDoNotTrack(
      doNotTrackHeaders((n) => c.req.header(n)),
      request,
    );
    return c.json(await getZoneRecommendations(c.var.deps, zone, { siteId, request, doNotTrack }), 200);
  });
