// The Storefront Toolkit's context (spec 3 §2.9, §3.10, §4.3): what a merchandiser sets to see the
// shop as another shopper, at another moment. It is kept by the engine as the session's shopper
// context and mirrored in the page's address as `stk_` parameters, objects and lists as JSON, so a
// link shows the same shop to whoever opens it with the toolkit on.
import { TOOLKIT_ENABLE_PARAM } from './toolkit-flags';

export { TOOLKIT_ENABLE_PARAM, TOOLKIT_SESSION_FLAG } from './toolkit-flags';

/** Every mirrored field's parameter starts with this. */
export const TOOLKIT_PARAM_PREFIX = 'stk_';
/** The spec's conversion between the moment stored and the one shown and entered: 7 hours behind UTC. */
export const DISPLAY_OFFSET_HOURS = 7;

export type Qualifiers = Record<string, string>;

/** The fields the toolkit sets; absent means not set. */
export type ToolkitContext = {
  effectiveDateTime?: string;
  customerGroupIds?: string[];
  sourceCode?: string;
  customQualifiers?: Qualifiers;
  assignmentQualifiers?: Qualifiers;
};

/** The engine's limits on a shopper context (shopper-context/contract.ts), checked before saving. */
export const LIMITS = {
  qualifiers: 20,
  qualifierKey: 50,
  qualifierValue: 256,
  groups: 20,
  group: 100,
  sourceCode: 100,
};

const FIELDS = [
  'effectiveDateTime',
  'customerGroupIds',
  'sourceCode',
  'customQualifiers',
  'assignmentQualifiers',
] as const;
type Field = (typeof FIELDS)[number];

const isQualifiers = (value: unknown): value is Qualifiers =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([k, v]) => k.trim() !== '' && typeof v === 'string');

const isGroupList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((g) => typeof g === 'string' && g.trim() !== '');

/** A moment the toolkit accepts: ISO 8601 with a zone, as the engine stores it. */
export const isIsoMoment = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/** An empty context (spec 3 §3.10: "the empty state has all of them blank"). */
export const isEmptyContext = (context: ToolkitContext) =>
  !context.effectiveDateTime &&
  !context.customerGroupIds?.length &&
  !context.sourceCode &&
  !Object.keys(context.customQualifiers ?? {}).length &&
  !Object.keys(context.assignmentQualifiers ?? {}).length;

/**
 * The context an address carries. A parameter that cannot be read (not JSON, the wrong shape, not
 * a moment) is left out and named in `warnings`: a hand-edited link still opens the shop.
 */
export function contextFromParams(params: URLSearchParams): { context: ToolkitContext; warnings: string[] } {
  const context: ToolkitContext = {};
  const warnings: string[] = [];
  const json = (field: Field, raw: string): unknown => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      warnings.push(`${TOOLKIT_PARAM_PREFIX}${field} is not JSON; ignored`);
      return undefined;
    }
  };
  for (const field of FIELDS) {
    const raw = params.get(TOOLKIT_PARAM_PREFIX + field);
    if (raw === null || raw.trim() === '') continue;
    if (field === 'effectiveDateTime') {
      if (isIsoMoment(raw)) context.effectiveDateTime = new Date(raw).toISOString();
      else warnings.push(`${TOOLKIT_PARAM_PREFIX}${field} is not a date and time; ignored`);
    } else if (field === 'sourceCode') {
      context.sourceCode = raw.trim().slice(0, LIMITS.sourceCode);
    } else if (field === 'customerGroupIds') {
      const value = json(field, raw);
      if (value === undefined) continue;
      if (isGroupList(value)) context.customerGroupIds = [...new Set(value.map((g) => g.trim()))];
      else warnings.push(`${TOOLKIT_PARAM_PREFIX}${field} is not a list of group ids; ignored`);
    } else {
      const value = json(field, raw);
      if (value === undefined) continue;
      if (isQualifiers(value)) context[field] = value;
      else warnings.push(`${TOOLKIT_PARAM_PREFIX}${field} is not an object of texts; ignored`);
    }
  }
  return { context, warnings };
}

/** The context as `stk_` parameters (only the fields set), on a copy of `params` without old ones. */
export function withContextParams(params: URLSearchParams, context: ToolkitContext): URLSearchParams {
  const next = withoutToolkitParams(params, { keepEnable: true });
  if (context.effectiveDateTime) next.set(`${TOOLKIT_PARAM_PREFIX}effectiveDateTime`, context.effectiveDateTime);
  if (context.customerGroupIds?.length) {
    next.set(`${TOOLKIT_PARAM_PREFIX}customerGroupIds`, JSON.stringify(context.customerGroupIds));
  }
  if (context.sourceCode) next.set(`${TOOLKIT_PARAM_PREFIX}sourceCode`, context.sourceCode);
  for (const field of ['customQualifiers', 'assignmentQualifiers'] as const) {
    const value = context[field];
    if (value && Object.keys(value).length) next.set(TOOLKIT_PARAM_PREFIX + field, JSON.stringify(value));
  }
  return next;
}

/** `params` without the toolkit's (the `stk_` ones, and the enabling one unless kept). */
export function withoutToolkitParams(params: URLSearchParams, { keepEnable = false } = {}): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (key.startsWith(TOOLKIT_PARAM_PREFIX)) continue;
    if (key === TOOLKIT_ENABLE_PARAM && !keepEnable) continue;
    next.append(key, value);
  }
  return next;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored moment as the toolkit shows it: date `YYYY-MM-DD` and time `HH:MM:SS`, 7 hours behind UTC. */
export function toDisplay(iso: string): { date: string; time: string } {
  const shown = new Date(Date.parse(iso) - DISPLAY_OFFSET_HOURS * 3_600_000);
  return {
    date: `${shown.getUTCFullYear()}-${pad(shown.getUTCMonth() + 1)}-${pad(shown.getUTCDate())}`,
    time: `${pad(shown.getUTCHours())}:${pad(shown.getUTCMinutes())}:${pad(shown.getUTCSeconds())}`,
  };
}

/**
 * The moment a date and time entered in the toolkit stand for (7 hours ahead, in UTC), or
 * undefined when they are not a date (`YYYY-MM-DD`) and a time (`HH:MM` or `HH:MM:SS`). A date
 * without a time is midnight (spec 3 §5: "00:00:00 when a date is chosen first").
 */
export function fromDisplay(date: string, time: string): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim() || '00:00:00');
  if (!d || !t) return undefined;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hours, minutes, seconds] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const ms = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const check = new Date(ms);
  // 2026-02-31 is no date (Date.UTC would roll it into March).
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  return new Date(ms + DISPLAY_OFFSET_HOURS * 3_600_000).toISOString();
}

/** A key/value pair the qualifier lists accept (spec 3 §5: both non-blank after trimming), trimmed. */
export function qualifierPair(key: string, value: string): [string, string] | undefined {
  const k = key.trim();
  const v = value.trim();
  if (!k || !v || k.length > LIMITS.qualifierKey || v.length > LIMITS.qualifierValue) return undefined;
  return [k, v];
}

/** A source code the toolkit applies (spec 3 §5: only when not blank), trimmed. */
export const sourceCodeToApply = (text: string) => {
  const code = text.trim();
  return code && code.length <= LIMITS.sourceCode ? code : undefined;
};
