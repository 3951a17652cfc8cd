import { createRoute } from '@hono/zod-openapi';
import { errorAnswer, jsonAnswer, jsonBody } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import {
  FetchContentAnswer,
  FetchContentBody,
  FilterContentAnswer,
  FilterContentBody,
  HierarchyRootNotFound,
} from './items/delivery-contract.js';
import { fetchContent } from './items/delivery.js';
import { filterContent, HierarchyRootNotFoundError } from './items/filter.js';

const fetchRoute = createRoute({
  method: 'post',
  path: '/cms/fetch',
  tags: ['Content'],
  summary: 'Content items by id or key (1–12)',
  description:
    'Each request answers `{ content }` (with format `linked` and depth `all`, `{ content, linkedContent }`) or the not-found type, in the order asked. Localised values come for the locale with the fallback "en-*,*"; published editions live at the effective moment replace items’ bodies; with `customerGroups`, personalised slots come chosen.',
  request: { body: jsonBody(FetchContentBody) },
  responses: {
    200: jsonAnswer(FetchContentAnswer, 'One answer per request, in order.'),
    400: errorAnswer('The request is not valid (more than 12 requests, an unknown parameter…).'),
  },
});

/** A staff session, a preview link's token or the content team's token (http/content-access.ts). */
const STAGING_SECURITY: Record<string, string[]>[] = [{ staffToken: [] }, { previewToken: [] }, { contentToken: [] }];

const stagingFetchRoute = createRoute({
  method: 'post',
  path: '/cms/staging/fetch',
  tags: ['Content'],
  summary:
    'Content items by id or key (1–12) as the staging environment shows them: drafts and unpublished editions included',
  description:
    'What `POST /cms/fetch` answers, except that each item (and every item its references reach) is taken as last saved — its draft, published or not — and every edition live at the effective moment applies, published or not: the shop as it will look (spec 3 §4.2). For a staff session (any role), the bearer of a live preview link, or the content team’s token; never cached (`private, no-store`).',
  security: STAGING_SECURITY,
  request: { body: jsonBody(FetchContentBody) },
  responses: {
    200: jsonAnswer(FetchContentAnswer, 'One answer per request, in order.'),
    400: errorAnswer('The request is not valid (more than 12 requests, an unknown parameter…).'),
    401: errorAnswer(
      'No staff session, preview link or content token; or one that has ended (a preview link expired or revoked).',
    ),
  },
});

const filterRoute = createRoute({
  method: 'post',
  path: '/cms/filter',
  tags: ['Content'],
  summary: 'Delivered items matching 1–5 clauses (block type, parent, any JSON pointer), sorted, a page at a time',
  description:
    'Every clause must hold. `/_meta/schema` and `/_meta/hierarchy/parentId` are read from the items’ columns; any other pointer (`/active`, `/segment`, `/category`…) in the item as delivered for the locale, before references are followed, where a list holds the value when it contains it. Items are answered as a fetch would answer them (locale, depth, format, customer groups).',
  request: { body: jsonBody(FilterContentBody) },
  responses: {
    200: jsonAnswer(FilterContentAnswer, 'A page of delivered items; `nextCursor` asks for the next.'),
    400: errorAnswer(
      'The filter is not valid (a path that is no JSON pointer, more than 5 clauses, a page size outside 1–50, a cursor the filter did not give…).',
    ),
    404: jsonAnswer(HierarchyRootNotFound, 'The parent of a hierarchy filter does not exist.'),
  },
});

export const contentDeliveryRoutes = createRouter()
  .openapi(fetchRoute, async (c) => {
    const { requests, parameters } = c.req.valid('json');
    return c.json(await fetchContent(c.var.deps.db, requests, parameters), 200);
  })
  .openapi(stagingFetchRoute, async (c) => {
    const { requests, parameters } = c.req.valid('json');
    return c.json(await fetchContent(c.var.deps.db, requests, { ...parameters, stage: 'staging' }), 200);
  })
  .openapi(filterRoute, async (c) => {
    try {
      return c.json(await filterContent(c.var.deps.db, c.req.valid('json')), 200);
    } catch (error) {
      if (!(error instanceof HierarchyRootNotFoundError)) throw error;
      return c.json(
        {
          error: {
            code: 'not_found' as const,
            type: HierarchyRootNotFoundError.TYPE,
            message: HierarchyRootNotFoundError.MESSAGE,
          },
        },
        404,
      );
    }
  });
