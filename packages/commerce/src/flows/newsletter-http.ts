import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { clientIpOf } from '../http/client-ip.js';
import { errorBody } from '../http/error-handler.js';
import { DomainError } from '../http/errors.js';
import { errorAnswer, jsonAnswer, jsonBody, ok } from '../http/responses.js';
import { createRouter } from '../http/router.js';
import type { AppEnv } from '../http/types.js';
import {
  NEWSLETTER_LIMITS,
  NewsletterDetailRequest,
  NewsletterRefusal,
  NewsletterSubscribeAnswer,
  NewsletterSubscribeRequest,
  NewsletterSuccess,
  UnsubscribeCheckRequest,
  UnsubscribeRequest,
  UnsubscribeStatus,
  unsubscribeLinkStatus,
} from '../modules/newsletter/index.js';
import { consumeLimits } from '../modules/rate-limit/index.js';
import { optionalShopperOf } from '../modules/session/index.js';
import { subscribeToNewsletter, unsubscribeWithLink, updateNewsletterDetails } from './newsletter-signup.js';

/**
 * The newsletter's custom API (spec 3 §7 "custom subscriptions API, endpoint newsletter/subscribe"):
 * the sign-up, the detail update and the unsubscribe links. Each starts a flow across the
 * newsletter, rate-limit, customer and mail modules (newsletter-signup.ts).
 */

const tags = ['Newsletter'];
const BASE = '/custom/subscriptions/v1/organizations/{organizationId}/newsletter';
const params = z.object({ organizationId: z.string().max(100) });
/** The custom APIs' usual query (the SDK's callCustomApi adds it); its locale stands in for the body's. */
const query = z.object({
  siteId: z.string().max(50).optional(),
  locale: z.enum(['en-US', 'en-CA', 'fr-CA']).optional(),
});

const refusals = {
  400: jsonAnswer(NewsletterRefusal, 'invalid_form: the spec’s message for the email, postal code or gender (msg).'),
  422: jsonAnswer(NewsletterRefusal, 'feature_unavailable: the unsubscribe page is not on this shop’s origin.'),
  429: jsonAnswer(
    NewsletterRefusal,
    'Too many sign-ups for this address or from this IP: Retry-After says when to try again.',
  ),
};

const subscribeRoute = createRoute({
  method: 'post',
  path: `${BASE}/subscribe`,
  tags,
  summary:
    'Signs an e-mail address up for the newsletter; a new subscription gets a welcome e-mail with an unsubscribe link',
  description:
    'Optional bearer: only the signed-in owner of the address is told what the list holds about it ' +
    '(allFieldsProvided, postalCode, gender, the real emailProfileCreationDate); everyone else gets the answer a new address gets.',
  request: { params, query, body: jsonBody(NewsletterSubscribeRequest) },
  responses: { ...ok(NewsletterSubscribeAnswer, 'Subscribed.'), ...refusals },
});

const detailRoute = createRoute({
  method: 'patch',
  path: `${BASE}/subscribe`,
  tags,
  summary: 'The postal code and gender of a subscription (the second step of the sign-up)',
  description:
    'The signed-in owner’s details replace those kept; anyone else’s only fill in what is missing. ' +
    'The same answer whether or not the address is subscribed.',
  request: { params, query, body: jsonBody(NewsletterDetailRequest) },
  responses: { ...ok(NewsletterSuccess, 'Recorded.'), ...refusals },
});

const checkRoute = createRoute({
  method: 'post',
  path: `${BASE}/unsubscribe/check`,
  tags,
  summary:
    'What an unsubscribe link is about (the address, partly hidden, and whether it is subscribed), without using it',
  request: { params, body: jsonBody(UnsubscribeCheckRequest) },
  responses: {
    ...ok(UnsubscribeStatus, 'The link’s subscription.'),
    400: errorAnswer('invalid_token: not one of our unsubscribe links.'),
    429: errorAnswer('Too many requests from this IP.'),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: `${BASE}/unsubscribe`,
  tags,
  summary: 'Unsubscribes with an unsubscribe link’s token (using it again is harmless)',
  request: { params, body: jsonBody(UnsubscribeRequest) },
  responses: {
    ...ok(UnsubscribeStatus, 'Unsubscribed.'),
    400: errorAnswer('invalid_token: not one of our unsubscribe links.'),
    429: errorAnswer('Too many requests from this IP.'),
  },
});

/** A refusal in both shapes: the spec's (success false, msg) and the API's (error); 429 says when to retry. */
function refusal(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof DomainError) || (error.status !== 400 && error.status !== 422 && error.status !== 429))
    throw error;
  const wait = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if (error.status === 429 && wait) c.header('Retry-After', String(wait));
  return c.json(
    { success: false as const, msg: error.message, ...errorBody(error.code, error.message, error.details) },
    error.status,
  );
}

export const newsletterRoutes = createRouter()
  .openapi(subscribeRoute, async (c) => {
    const body = c.req.valid('json');
    const requester = { clientIp: clientIpOf(c.req), shopper: await optionalShopperOf(c) };
    try {
      const locale = body.locale ?? c.req.valid('query').locale;
      return c.json(
        await subscribeToNewsletter(c.var.deps.db, { ...body, ...(locale ? { locale } : {}) }, requester),
        200,
      );
    } catch (error) {
      return refusal(c, error);
    }
  })
  .openapi(detailRoute, async (c) => {
    const body = c.req.valid('json');
    const requester = { clientIp: clientIpOf(c.req), shopper: await optionalShopperOf(c) };
    try {
      const locale = body.locale ?? c.req.valid('query').locale;
      await updateNewsletterDetails(c.var.deps.db, { ...body, ...(locale ? { locale } : {}) }, requester);
      return c.json({ success: true as const }, 200);
    } catch (error) {
      return refusal(c, error);
    }
  })
  .openapi(checkRoute, async (c) => {
    await consumeLimits(c.var.deps.db, [[NEWSLETTER_LIMITS.unsubscribePerIp, clientIpOf(c.req)]]);
    return c.json(await unsubscribeLinkStatus(c.var.deps.db, c.req.valid('json').token), 200);
  })
  .openapi(unsubscribeRoute, async (c) => {
    const { token, method = 'unsubscribe-page' } = c.req.valid('json');
    const { email, subscribed } = await unsubscribeWithLink(c.var.deps.db, token, method, clientIpOf(c.req));
    return c.json({ email, subscribed }, 200);
  });
