import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';

/** What every route handler can reach: injected once when the app is assembled. */
export type AppDeps = { db: Database; logger: Logger };
export type AppEnv = { Variables: { deps: AppDeps } };
export type Router = OpenAPIHono<AppEnv>;
