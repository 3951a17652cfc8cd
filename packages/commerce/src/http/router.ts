import { OpenAPIHono } from '@hono/zod-openapi';
import { validationBody } from './error-handler.js';
import type { AppEnv } from './types.js';

/** A module's router: invalid input answers 400 with a JSON message naming each field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationBody(result.error), 400);
    },
  });
}
