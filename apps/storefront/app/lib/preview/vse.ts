// The content preview environment (spec 3 §2.2, §4.2): `vse` names a preview environment and
// `vse-timestamp` the moment to preview at. Both travel as query parameters and as cookies: a link
// with them turns preview on (the cookies are set); a first load without them turns it off (the
// cookies are cleared); after that, client-side navigations carry the cookies back into the address.
// Preview happens only for an environment the shop lists (PREVIEW_ENVIRONMENTS); others are ignored.

export const VSE_PARAM = 'vse';
export const VSE_TIMESTAMP_PARAM = 'vse-timestamp';
/** The cookies have the parameters' names. */
export const VSE_COOKIE = VSE_PARAM;
export const VSE_TIMESTAMP_COOKIE = VSE_TIMESTAMP_PARAM;

export type PreviewEnvironment = {
  /** The environment previewed (one of PREVIEW_ENVIRONMENTS). */
  environment: string;
  /** The moment previewed (ISO 8601), when the link gives one. */
  timestamp?: string;
};

/** An environment name as the shop lists them: letters, digits, dots, dashes, underscores. */
const ENVIRONMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** PREVIEW_ENVIRONMENTS, comma-separated; `staging` when unset (the demo's), none when empty. */
export function previewEnvironments(raw: string | undefined): string[] {
  const list = (raw ?? 'staging')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const bad = list.find((name) => !ENVIRONMENT.test(name));
  if (bad) throw new Error(`PREVIEW_ENVIRONMENTS lists "${bad}", which is not an environment name.`);
  return [...new Set(list)];
}

/**
 * A preview moment from `vse-timestamp`: epoch milliseconds (13 digits), epoch seconds (10 or
 * fewer digits) or ISO 8601 with a zone. Undefined when it is none of those.
 */
export function parseVseTimestamp(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (/^\d{1,13}$/.test(value)) {
    const n = Number(value);
    const ms = value.length <= 10 ? n * 1000 : n;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

export type VseDecision = {
  /** Preview for this request, or none. */
  preview?: PreviewEnvironment;
  /** The cookies to set (name → value) or clear (value null). */
  cookies: Record<string, string | null>;
};

/**
 * What a request's address and cookies mean (spec 3 §4.2). `documentLoad`: a page loaded by the
 * browser (a first load), as opposed to a client-side navigation's data request.
 */
export function decideVse(
  params: URLSearchParams,
  cookies: { vse?: string; timestamp?: string },
  documentLoad: boolean,
  environments: readonly string[],
): VseDecision {
  const clear = { [VSE_COOKIE]: null, [VSE_TIMESTAMP_COOKIE]: null };
  const fromAddress = params.get(VSE_PARAM);
  const allowed = (name: string | null | undefined): name is string =>
    Boolean(name) && environments.includes(name!.trim());
  if (fromAddress !== null) {
    // A link with an environment the shop does not list is ignored, and ends any preview.
    if (!allowed(fromAddress)) return { cookies: clear };
    const timestamp = parseVseTimestamp(params.get(VSE_TIMESTAMP_PARAM));
    return {
      preview: { environment: fromAddress.trim(), ...(timestamp ? { timestamp } : {}) },
      cookies: { [VSE_COOKIE]: fromAddress.trim(), [VSE_TIMESTAMP_COOKIE]: timestamp ?? null },
    };
  }
  const hadCookies = cookies.vse !== undefined || cookies.timestamp !== undefined;
  // A first load without the parameters: preview is over.
  if (documentLoad) return { cookies: hadCookies ? clear : {} };
  if (!allowed(cookies.vse)) return { cookies: hadCookies ? clear : {} };
  const timestamp = parseVseTimestamp(cookies.timestamp);
  return { preview: { environment: cookies.vse!.trim(), ...(timestamp ? { timestamp } : {}) }, cookies: {} };
}

/**
 * The address with the preview's parameters (copied back after a client-side navigation), or
 * undefined when it already has them.
 */
export function withVseParams(search: string, preview: PreviewEnvironment): string | undefined {
  const params = new URLSearchParams(search);
  const timestamp = preview.timestamp ? String(Date.parse(preview.timestamp)) : undefined;
  const current = params.get(VSE_PARAM);
  const currentTime = parseVseTimestamp(params.get(VSE_TIMESTAMP_PARAM));
  if (current === preview.environment && currentTime === preview.timestamp) return undefined;
  params.set(VSE_PARAM, preview.environment);
  if (timestamp) params.set(VSE_TIMESTAMP_PARAM, timestamp);
  else params.delete(VSE_TIMESTAMP_PARAM);
  return `?${params.toString()}`;
}

/** The earliest moment the preview's date may take (spec 3 §5: not earlier than today), as `YYYY-MM-DD`. */
export const earliestPreviewDate = (now: Date) => now.toISOString().slice(0, 10);

/** The content service's preview parameter and cookie: author preview mode (spec 3 §2.2, §4.2). */
export const AUTHOR_PREVIEW_PARAM = 'pagePreview';
export const AUTHOR_PREVIEW_COOKIE = AUTHOR_PREVIEW_PARAM;

/**
 * Whether author preview is asked for, and what becomes of its cookie: the parameter turns it on
 * (`on`, `true`, `1`) or off (anything else) and sets or clears the cookie; without it, the cookie
 * says. Staff only: the root checks the staff session before showing anything.
 */
export function decideAuthorPreview(
  params: URLSearchParams,
  cookie: string | undefined,
): { requested: boolean; cookie?: 'set' | 'clear' } {
  const raw = params.get(AUTHOR_PREVIEW_PARAM);
  if (raw === null) return { requested: cookie === '1' };
  const on = ['on', 'true', '1'].includes(raw.trim().toLowerCase());
  return { requested: on, cookie: on ? 'set' : 'clear' };
}
