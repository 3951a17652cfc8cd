import { createRoute, z } from '@hono/zod-openapi';
import { errorAnswer, errorResponses, jsonAnswer, jsonBody } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { NotFoundError } from '../../http/errors.js';
import { DecideAnswer, DecideRequest, TargetingRuleList } from './contract.js';
import { decide } from './decide.js';
import { TargetingRuleInput } from './rules.js';
import { deleteRule, listRules, putRule } from './service.js';

/** The decision service's account short name (TARGETING_SHORTNAME, `ridgeline` by default). */
export const targetingShortname = (env: NodeJS.ProcessEnv = process.env) =>
  env.TARGETING_SHORTNAME?.trim() || 'ridgeline';

const decideRoute = createRoute({
  method: 'post',
  path: '/engine/v1/decide/{shortname}',
  tags: ['Targeting'],
  summary:
    'The targeting decision for a page view: the actions of the weather widget, pick-up and exit modals, and content groups',
  description:
    'The events say what the page shows (page view, products, categories and breadcrumbs, the bag, a purchase, the search, custom variables, coordinates). The rules (`/cms/manage/targeting/rules`) are tried in priority order: the first active rule whose conditions all hold fills each slot; every matching `content-groups` rule adds its groups to `amplienceGroups`. `preview` (the Storefront Toolkit’s context and the previewed moment) sets the moment, simulated groups and qualifiers. With `explain`, every rule comes with the conditions it failed. Never cached.',
  request: {
    params: z.object({ shortname: z.string().max(100).openapi({ example: 'ridgeline' }) }),
    body: jsonBody(DecideRequest),
  },
  responses: {
    200: jsonAnswer(DecideAnswer, 'The decision: `meta.code` 200 and `data.responses[0].actions`.'),
    400: errorResponses[400],
    404: errorAnswer('No decision account of that short name.'),
  },
});

export const targetingRoutes = createRouter().openapi(decideRoute, async (c) => {
  if (c.req.valid('param').shortname !== targetingShortname()) {
    throw new NotFoundError('Targeting account', c.req.valid('param').shortname);
  }
  c.header('cache-control', 'private, no-store');
  return c.json(await decide(c.var.deps.db, c.req.valid('json'), { weather: c.var.deps.weather }), 200);
});

const guarded = {
  tags: ['Targeting rules'],
  security: [{ contentToken: [] }, { staffToken: [] }] as Record<string, string[]>[],
};
const refusals = {
  401: errorAnswer('The content management token is missing or wrong, or the staff session has ended.'),
  403: errorAnswer('A merchandiser’s staff session: rules may be read, not changed.'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/cms/manage/targeting/rules',
  ...guarded,
  summary: 'Every targeting rule, lowest priority number first',
  responses: { 200: jsonAnswer(TargetingRuleList, 'The rules.'), ...refusals },
});
const RuleParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a rule id') });
const putRoute = createRoute({
  method: 'put',
  path: '/cms/manage/targeting/rules/{id}',
  ...guarded,
  summary: 'Creates or replaces a targeting rule (its conditions and its slot’s action)',
  request: { params: RuleParams, body: jsonBody(TargetingRuleInput) },
  responses: {
    200: jsonAnswer(z.record(z.string(), z.unknown()), 'The rule as stored.'),
    400: errorResponses[400],
    ...refusals,
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/cms/manage/targeting/rules/{id}',
  ...guarded,
  summary: 'Removes a targeting rule',
  request: { params: RuleParams },
  responses: { 204: { description: 'Removed.' }, 404: errorAnswer('No such rule.'), ...refusals },
});

/** The rules' management, behind the content management API's check (the content token or a staff session). */
export const targetingManagementRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json({ rules: await listRules(c.var.deps.db) }, 200))
  .openapi(putRoute, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    if (body.id !== id)
      return c.json({ error: { code: 'invalid_input', message: 'id: must be the id of the address' } }, 400);
    return c.json(await putRule(c.var.deps.db, body), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteRule(c.var.deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
