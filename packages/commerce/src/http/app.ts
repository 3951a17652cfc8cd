import { OpenAPIHono } from '@hono/zod-openapi';
import { catalogRoutes } from '../modules/catalog/http.js';
import { searchRoutes } from '../modules/search/http.js';
import { searchEngineRoutes } from '../modules/search/search-engine-http.js';
import { recommendationRoutes } from '../modules/recommendation/http.js';
import { storeRoutes } from '../modules/store/http.js';
import { docsRoutes } from './docs.js';
import { errorBody, handleError, validationBody } from './error-handler.js';
import type { AppDeps, AppEnv } from './types.js';

export const API_VERSION = '0.1.0';

/** The commerce REST API, to be mounted at /api. */
export function createApi(deps: AppDeps) {
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationBody(result.error), 400);
    },
  });
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.route('/', catalogRoutes);
  api.route('/', searchRoutes);
  api.route('/', searchEngineRoutes);
  api.route('/', storeRoutes);
  api.route('/', recommendationRoutes);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Ridgeline commerce API',
      version: API_VERSION,
      description: 'Catalogue, pricing, inventory and (soon) baskets, orders and customers of a Ridgeline store.',
    },
    servers: [{ url: '/api' }],
  });
  api.route('/docs', docsRoutes());
  api.notFound((c) => c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${c.req.path}.`), 404));
  api.onError(handleError(deps.logger));
  return api;
}

export type Api = ReturnType<typeof createApi>;
