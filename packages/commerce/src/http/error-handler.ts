import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { isDataException } from '../db/data-exception.js';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/unavailable.js';
import { DomainError } from './errors.js';
import type { Logger } from '../logger.js';

export type ApiErrorBody = { error: { code: string; message: string; details?: unknown } };

export function errorBody(code: string, message: string, details?: unknown): ApiErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** A zod failure as a readable message naming each field: `limit: Too big: expected number to be <=200`. */
export function validationBody(error: ZodError): ApiErrorBody {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const message = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return errorBody('invalid_input', message || 'The request is not valid.', issues);
}

/** The driver's own error under Drizzle's "Failed query: …" (whose message would carry the parameters). */
function rootCause(error: Error): Error {
  let current = error;
  while (current.cause instanceof Error && current.cause !== current) current = current.cause;
  return current;
}

export function handleError(logger: Logger) {
  return (caught: Error, c: Context) => {
    // A database restarting or failing over: the client may try again shortly (503, Retry-After).
    const unavailable = !(caught instanceof DomainError) && isDatabaseUnavailable(caught);
    if (unavailable) logger.warn({ msg: 'database unavailable', err: rootCause(caught).message, path: c.req.path });
    const err = unavailable ? new DatabaseUnavailableError() : caught;
    if (err instanceof DomainError) {
      // A 429 or 503 says when to try again (seconds), as HTTP clients and the storefront read it.
      const wait = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      if ((err.status === 429 || err.status === 503) && wait) c.header('Retry-After', String(wait));
      return c.json(errorBody(err.code, err.message, err.details), err.status);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for malformed bodies (e.g. invalid JSON): the client's fault.
      const status = err.status >= 500 ? 400 : err.status;
      return c.json(errorBody('bad_request', err.message || 'The request could not be read.'), status);
    }
    if (isDataException(err)) {
      // A value PostgreSQL cannot take that no validation caught: still the request's fault.
      logger.warn({ msg: 'database refused input', err: rootCause(err).message, path: c.req.path });
      return c.json(errorBody('invalid_input', 'A value in the request cannot be used. Please check it.'), 400);
    }
    logger.error({ msg: 'unhandled error', err: err.message, stack: err.stack, path: c.req.path });
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
  };
}
