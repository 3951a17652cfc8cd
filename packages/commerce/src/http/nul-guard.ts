import type { MiddlewareHandler } from 'hono';
import { errorBody, type ApiErrorBody } from './error-handler.js';

/**
 * PostgreSQL refuses the NUL character (U+0000) in text and jsonb, so a NUL anywhere in what a
 * client sends would reach SQL and fail there as a 500. It is never meaningful shop input, so the
 * API refuses it at the door with a 400 naming where it was, in two places that between them see
 * every input:
 *
 * - `refuseNulInUrl`, before routing: the path and the query string, declared or not (a 404 path
 *   too). A URL can carry a NUL only percent-encoded — the URL parser escapes a raw one — so the
 *   test is '%00' in the raw path or query.
 * - `nulRefusal`, in the validators' shared hook (router.ts): the validated input of every route —
 *   JSON bodies at any depth (keys too), parameters, headers. Bodies are read once, by the
 *   validator, so per-route body limits keep working; a zod refinement on each string schema would
 *   have to be remembered on every new field and would miss `z.record`/`z.unknown` contents.
 *
 * Headers need no guard of their own: the Fetch API's Headers refuses a NUL in a value.
 */
export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000).';

/** Where the first string (or object key) holding a NUL is, as `a.b.0`; '' for the value itself; undefined when none. */
export function nulPathIn(value: unknown): string | undefined {
  // Iterative, so a deeply nested body cannot overflow the stack; each step points at its parent
  // and the path is spelt only once a NUL is found, so the walk stays linear in the body's size.
  type Step = { value: unknown; key?: string; parent?: Step };
  const pathOf = (step: Step | undefined, key?: string) => {
    const keys = key === undefined ? [] : [key];
    for (let at = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const pending: Step[] = [{ value }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index += 1) {
        pending.push({ value: current[index], key: String(index), parent: step });
      }
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return pathOf(step, key.replaceAll('\u0000', '\\u0000'));
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** The 400 body for a NUL found in `where` (e.g. "query", "json"), or undefined when `value` holds none. */
export function nulRefusal(where: string, value: unknown): ApiErrorBody | undefined {
  const path = nulPathIn(value);
  return path === undefined ? undefined : refusal(where, path);
}

/** Refuses a request whose path or query string holds a (percent-encoded) NUL, naming the query parameter. */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.includes('%00')) return c.json(refusal('path', ''), 400);
  if (url.search.includes('%00')) {
    const name = [...url.searchParams].find(([key, value]) => `${key}${value}`.includes('\u0000'))?.[0] ?? '';
    return c.json(refusal('query', name.replaceAll('\u0000', '\\u0000')), 400);
  }
  await next();
};

const refusal = (where: string, path: string) =>
  errorBody('invalid_input', `${path || where}: ${NUL_MESSAGE}`, [{ path, in: where, message: NUL_MESSAGE }]);
