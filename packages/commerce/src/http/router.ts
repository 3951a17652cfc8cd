import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { validationBody } from './error-handler.js';
import { nulRefusal } from './nul-guard.js';
import type { AppEnv } from './types.js';

type ValidationResult = { success: true; data: unknown; target: string } | { success: false; error: ZodError };

/**
 * Every route's validators end here: invalid input answers 400 with a JSON message naming each
 * field, and so does valid input holding a NUL character (nul-guard.ts), before any handler runs.
 */
export function validationHook(result: ValidationResult, c: Context) {
  if (!result.success) return c.json(validationBody(result.error), 400);
  const refused = nulRefusal(result.target, result.data);
  if (refused) return c.json(refused, 400);
}

/** A module's router, with the shared validation hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
