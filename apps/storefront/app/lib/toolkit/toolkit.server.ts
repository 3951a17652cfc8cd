import { randomBytes } from 'node:crypto';
import { CommerceApiError, type ShopperContext } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { siteContextFromUrl } from '../site/site';
import { LIMITS, isEmptyContext, isIsoMoment, type ToolkitContext } from './toolkit-context';
import { TOOLKIT_COOKIE, toolkitOn } from './toolkit-cookie';

// The Storefront Toolkit on the server (spec 3 §4.3): its context is the session's shopper context
// in the engine, and a cookie says the toolkit is on, carrying the cache hash made anew at each save.
// With the cookie, pages are the toolkit user's alone: never kept in a shared cache, marked
// `private, no-store`, drawn with the context's groups and effective moment.

/** Who may use the toolkit (STOREFRONT_TOOLKIT): anyone with the link (the spec's), staff only, or nobody. */
export type ToolkitPolicy = 'open' | 'staff' | 'off';

export function toolkitPolicy(env: NodeJS.ProcessEnv = process.env): ToolkitPolicy {
  const raw = (env.STOREFRONT_TOOLKIT ?? 'open').trim().toLowerCase();
  if (raw === 'open' || raw === 'staff' || raw === 'off') return raw;
  throw new Error(`STOREFRONT_TOOLKIT must be open, staff or off, not "${env.STOREFRONT_TOOLKIT}".`);
}

/** The cookie for a new cache hash (after a save), or the one that drops it (exit). */
export function toolkitCookie(request: Request, on: boolean): { header: string; hash?: string } {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  if (!on) return { header: `${TOOLKIT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}` };
  const hash = randomBytes(12).toString('base64url');
  return { header: `${TOOLKIT_COOKIE}=${hash}; Path=/; HttpOnly; SameSite=Lax${secure}`, hash };
}

/** The toolkit's fields of an engine shopper context. */
export function toolkitFields(context: ShopperContext): ToolkitContext {
  return {
    ...(context.effectiveDateTime ? { effectiveDateTime: context.effectiveDateTime } : {}),
    ...(context.customerGroupIds.length ? { customerGroupIds: context.customerGroupIds } : {}),
    ...(context.sourceCode ? { sourceCode: context.sourceCode } : {}),
    ...(Object.keys(context.customQualifiers).length ? { customQualifiers: context.customQualifiers } : {}),
    ...(Object.keys(context.assignmentQualifiers).length ? { assignmentQualifiers: context.assignmentQualifiers } : {}),
  };
}

/** One reading per request (several loaders of one page ask), keyed by the request's session object. */
const perRequest = new WeakMap<object, Promise<ToolkitContext | undefined>>();

/**
 * The toolkit's context for this request: only with the toolkit's cookie and a session, and only
 * what is set (undefined for none, or when it cannot be read: logged, the page is drawn as usual).
 */
export function requestToolkitContext(request: Request, context: AppLoadContext): Promise<ToolkitContext | undefined> {
  if (!toolkitOn(request) || !context.shopper.token) return Promise.resolve(undefined);
  const known = perRequest.get(context.shopper);
  if (known) return known;
  const answer = (async () => {
    const { site } = siteContextFromUrl(request.url);
    try {
      const client = await context.shopper.client();
      const { usid } = await client.getCurrentSession();
      const fields = toolkitFields(await client.getShopperContext(usid, site.id));
      return isEmptyContext(fields) ? undefined : fields;
    } catch (error) {
      if (!(error instanceof CommerceApiError && (error.status === 404 || error.status === 401))) {
        context.logger.warn({ msg: 'The toolkit context could not be read', error: String(error) });
      }
      return undefined;
    }
  })();
  perRequest.set(context.shopper, answer);
  return answer;
}

/** Every toolkit field, set or blank: an update then replaces each of them (coupons are left as they are). */
const asInput = (context: ToolkitContext) => ({
  effectiveDateTime: context.effectiveDateTime ?? null,
  customerGroupIds: context.customerGroupIds ?? [],
  sourceCode: context.sourceCode ?? '',
  customQualifiers: context.customQualifiers ?? {},
  assignmentQualifiers: context.assignmentQualifiers ?? {},
});

/**
 * Saves the toolkit's context as the session's shopper context (spec 3 §4.3: updated when one
 * exists, otherwise created), starting a guest session when there is none. Answers what the engine
 * kept. Engine refusals and failures are the caller's to report.
 */
export async function saveToolkitContext(
  request: Request,
  context: AppLoadContext,
  toolkit: ToolkitContext,
): Promise<ToolkitContext> {
  const { site } = siteContextFromUrl(request.url);
  const client = await context.shopper.client();
  const { usid } = await client.getCurrentSession();
  const input = asInput(toolkit);
  try {
    return toolkitFields(await client.updateShopperContext(usid, site.id, input));
  } catch (error) {
    if (!(error instanceof CommerceApiError && error.status === 404)) throw error;
    const { effectiveDateTime, ...rest } = input;
    return toolkitFields(
      await client.createShopperContext(usid, site.id, {
        ...rest,
        ...(effectiveDateTime ? { effectiveDateTime } : {}),
      }),
    );
  }
}

/** Puts the session's context back to blank (Exit); nothing to do without a session or a context. */
export async function resetToolkitContext(request: Request, context: AppLoadContext): Promise<void> {
  if (!context.shopper.token) return;
  const { site } = siteContextFromUrl(request.url);
  const client = await context.shopper.client();
  const { usid } = await client.getCurrentSession();
  await client.updateShopperContext(usid, site.id, asInput({})).catch((error: unknown) => {
    if (!(error instanceof CommerceApiError && error.status === 404)) throw error;
  });
}

/** A context sent by the toolkit's drawer, checked against the engine's limits: the reason when refused. */
export function checkToolkitContext(value: unknown): { context: ToolkitContext } | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { problem: 'The context must be an object.' };
  const raw = value as Record<string, unknown>;
  const known = new Set([
    'effectiveDateTime',
    'customerGroupIds',
    'sourceCode',
    'customQualifiers',
    'assignmentQualifiers',
  ]);
  const unknown = Object.keys(raw).find((key) => !known.has(key));
  if (unknown) return { problem: `Unknown field ${unknown.slice(0, 40)}.` };
  const context: ToolkitContext = {};
  if (raw.effectiveDateTime !== undefined && raw.effectiveDateTime !== null && raw.effectiveDateTime !== '') {
    if (typeof raw.effectiveDateTime !== 'string' || !isIsoMoment(raw.effectiveDateTime)) {
      return { problem: 'effectiveDateTime must be a date and time (ISO 8601).' };
    }
    context.effectiveDateTime = new Date(raw.effectiveDateTime).toISOString();
  }
  if (raw.customerGroupIds !== undefined) {
    const groups = raw.customerGroupIds;
    if (
      !Array.isArray(groups) ||
      groups.length > LIMITS.groups ||
      !groups.every((g) => typeof g === 'string' && g.trim() && g.length <= LIMITS.group)
    ) {
      return { problem: `customerGroupIds must be a list of at most ${LIMITS.groups} group ids.` };
    }
    context.customerGroupIds = [...new Set((groups as string[]).map((g) => g.trim()))];
  }
  if (raw.sourceCode !== undefined) {
    if (typeof raw.sourceCode !== 'string' || raw.sourceCode.trim().length > LIMITS.sourceCode) {
      return { problem: `sourceCode must be a text of at most ${LIMITS.sourceCode} characters.` };
    }
    if (raw.sourceCode.trim()) context.sourceCode = raw.sourceCode.trim();
  }
  for (const field of ['customQualifiers', 'assignmentQualifiers'] as const) {
    const map = raw[field];
    if (map === undefined) continue;
    const entries = typeof map === 'object' && map !== null && !Array.isArray(map) ? Object.entries(map) : undefined;
    const fits = (key: string, text: unknown) =>
      typeof text === 'string' &&
      key.trim() !== '' &&
      text.trim() !== '' &&
      key.length <= LIMITS.qualifierKey &&
      text.length <= LIMITS.qualifierValue;
    if (!entries || entries.length > LIMITS.qualifiers || !entries.every(([key, text]) => fits(key, text))) {
      return {
        problem: `${field} must map at most ${LIMITS.qualifiers} non-blank keys (${LIMITS.qualifierKey} characters) to non-blank texts (${LIMITS.qualifierValue}).`,
      };
    }
    context[field] = Object.fromEntries(entries.map(([key, text]) => [key.trim(), (text as string).trim()]));
  }
  return { context };
}
