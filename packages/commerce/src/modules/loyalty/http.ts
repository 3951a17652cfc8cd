import { createRoute, z } from '@hono/zod-openapi';
import { LOYALTY_SETTINGS } from '@ridgeline/config';
import { errorAnswer, errorResponses, jsonBody, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import {
  CustomerGroupsFolder,
  JoinLoyaltyRequest,
  LoyaltyAccount,
  LoyaltyQuery,
  LoyaltyStatus,
  ShopperCustomerGroups,
} from './contract.js';
import { configuredCustomerGroups, customerGroupsFor, customerLoyalty, joinLoyalty } from './service.js';
import { accountView, statusView } from './view.js';

const tags = ['Loyalty'];
const BASE = '/custom/loyalty/v1/customer';
const guest = { 403: errorAnswer('A guest session: "You must create an account to access this feature."') };

/** Spec 1 §7/§9: the status is cached 5 minutes — by the caller only, it is the customer's own. */
const STATUS_CACHE = `private, max-age=${Math.round(LOYALTY_SETTINGS.statusCacheMs / 1000)}`;
const PRIVATE = 'private, no-store';

const statusRoute = createRoute({
  method: 'get',
  path: `${BASE}/status`,
  tags,
  summary: "The signed-in customer's loyalty status (spec 1 §3): tier, its expiration date, rewards balance",
  description: 'Answered with `Cache-Control: private, max-age=300` (spec 1 §9).',
  security: bearerSecurity,
  request: { query: LoyaltyQuery },
  responses: { ...ok(LoyaltyStatus, 'The status.'), 400: errorResponses[400], ...guest, ...unauthorized },
});

const accountRoute = createRoute({
  method: 'get',
  path: `${BASE}/account`,
  tags,
  summary: "The signed-in customer's loyalty status with progress and the history of their points",
  security: bearerSecurity,
  request: { query: LoyaltyQuery },
  responses: { ...ok(LoyaltyAccount, 'The account.'), 400: errorResponses[400], ...guest, ...unauthorized },
});

const joinRoute = createRoute({
  method: 'post',
  path: `${BASE}/join`,
  tags,
  summary: 'Joins the loyalty programme after registration (with the privacy consent); joining again changes nothing',
  security: bearerSecurity,
  request: { query: LoyaltyQuery, body: jsonBody(JoinLoyaltyRequest) },
  responses: {
    ...ok(LoyaltyAccount, 'A member now.'),
    400: errorResponses[400],
    ...guest,
    409: errorAnswer('loyalty_unavailable: the shop does not enrol members now.'),
    ...unauthorized,
  },
});

const groupsRoute = createRoute({
  method: 'get',
  path: '/shopper/customer-groups',
  tags,
  summary: "The session's customer groups (spec 1 §3): the defaults for a guest, the customer's otherwise",
  security: bearerSecurity,
  responses: { ...ok(ShopperCustomerGroups, 'The groups.'), ...unauthorized },
});

const folderRoute = createRoute({
  method: 'get',
  path: '/shopper/folders/{folderId}',
  tags,
  summary: 'The content root folder (`(root)`), whose c_customerGroups lists the configured customer groups',
  request: {
    params: z.object({ folderId: z.string().max(100) }),
    query: z.object({ levels: z.coerce.number().int().min(0).max(2).default(0) }),
  },
  responses: { ...ok(CustomerGroupsFolder, 'The root folder.'), 400: errorResponses[400], 404: errorResponses[404] },
});

export const loyaltyRoutes = createRouter()
  .openapi(statusRoute, async (c) => {
    const { standing } = await customerLoyalty(c.var.deps.db, await shopperOf(c));
    c.header('Cache-Control', STATUS_CACHE);
    c.header('Vary', 'Authorization');
    return c.json(statusView(standing, c.req.valid('query')), 200);
  })
  .openapi(accountRoute, async (c) => {
    const { membership, standing } = await customerLoyalty(c.var.deps.db, await shopperOf(c));
    c.header('Cache-Control', PRIVATE);
    return c.json(accountView(membership, standing, c.req.valid('query')), 200);
  })
  .openapi(joinRoute, async (c) => {
    const { membership, standing } = await joinLoyalty(c.var.deps.db, await shopperOf(c));
    c.header('Cache-Control', PRIVATE);
    return c.json(accountView(membership, standing, c.req.valid('query')), 200);
  })
  .openapi(groupsRoute, async (c) => {
    const shopper = await shopperOf(c);
    const customerGroups = await customerGroupsFor(c.var.deps.db, shopper.customerId);
    c.header('Cache-Control', PRIVATE);
    return c.json({ customerId: shopper.customerId ?? null, usid: shopper.usid, customerGroups }, 200);
  })
  .openapi(folderRoute, (c) => {
    const { folderId } = c.req.valid('param');
    if (folderId !== '(root)' && folderId !== 'root') {
      return c.json({ error: { code: 'not_found', message: `Folder '${folderId.slice(0, 40)}' was not found.` } }, 404);
    }
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ id: 'root' as const, name: 'Root', c_customerGroups: configuredCustomerGroups() }, 200);
  });
