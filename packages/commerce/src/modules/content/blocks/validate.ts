import {
  isLocalizedValue,
  localeFallbacks,
  LOCALIZED_VALUE_SCHEMA_PREFIX,
  resolveLocalized,
} from '../items/localised.js';
import { CONTENT_LINK_SCHEMA, CONTENT_REFERENCE_SCHEMA } from '../items/references.js';
import { formatPath, plainIssues, type PlainIssue } from './issues.js';
import { BlockTypeName, ContentReferenceField } from './nested.js';
import { BLOCK_SCHEMAS, isBlockType } from './registry.js';
import { isPlainObject, prepareStored } from './stored.js';

/**
 * The check of every content write (decision 045): a body in the stored form (localised values,
 * references) is resolved for each shop locale and each result checked against its block's schema;
 * rich text and markdown are sanitised. A block type the engine does not know gets the generic
 * checks only (an object, well-formed localised values and references, at most 256 kB) and is kept
 * as it is.
 *
 * `_meta` in a body: at the top, only `schema` (which must be the item's), `name` and
 * `deliveryKey` are accepted, as content exports carry them, and all are dropped from the body
 * kept (the item's columns hold them). An item written inline may carry `schema` and `name` only:
 * ids, hierarchy and editions are the engine's to set, never a body's.
 */

/** Where a body broke a rule: the field path (`childBanners.0.headline`), the rule, and the locale when only some broke it. */
export type BlockIssue = { locale?: string; path: string; message: string };
export type ValidateItemBodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; issues: BlockIssue[] };

/** A body's JSON may be at most 256 kB (decision 045): a page is a list of references, not an archive. */
export const MAX_BODY_BYTES = 256 * 1024;
/** Deeper than this is no content model's shape (a page with a slot with a block is about 15 levels). */
const MAX_DEPTH = 64;
const TOP_META_KEYS = new Set(['schema', 'name', 'deliveryKey']);
const INLINE_META_KEYS = new Set(['schema', 'name']);
const REFERENCE_SCHEMAS = new Set([CONTENT_REFERENCE_SCHEMA, CONTENT_LINK_SCHEMA]);
/** Without locales (a caller's slip), the body is checked as the shop's default locale sees it. */
const DEFAULT_LOCALE = 'en-US';
const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** `childBanners.0.headline (fr-CA): at most 200 characters`. */
export function formatBlockIssue(issue: BlockIssue): string {
  return `${issue.path}${issue.locale ? ` (${issue.locale})` : ''}: ${issue.message}`;
}

export function validateItemBody(schema: string, body: unknown, locales: readonly string[]): ValidateItemBodyResult {
  const name = BlockTypeName.safeParse(schema);
  if (!name.success) return refuse([{ path: '_meta.schema', message: plainIssues(name.error)[0]!.message }]);
  if (!isPlainObject(body)) return refuse([{ path: '(body)', message: 'must be an object' }]);
  // Bounded first, without recursion: the checks below walk the body, and a body nested without
  // end would exhaust them.
  const tooDeep = firstTooDeep(body);
  if (tooDeep)
    return refuse([{ path: formatPath(tooDeep), message: `nested too deeply (at most ${MAX_DEPTH} levels)` }]);
  const size = jsonBytes(body);
  if (size === undefined) return refuse([{ path: '(body)', message: 'must be JSON' }]);
  if (size > MAX_BODY_BYTES)
    return refuse([
      {
        path: '(body)',
        message: `at most ${MAX_BODY_BYTES / 1024} kB of JSON (this one is ${Math.ceil(size / 1024)} kB)`,
      },
    ]);

  const { _meta: meta, ...fields } = body;
  const issues = [...checkTopMeta(meta, schema), ...checkStructure(body, []).map(toBlockIssue)];
  if (!isBlockType(schema)) return issues.length > 0 ? refuse(issues) : { ok: true, body: fields };

  const blockSchema = BLOCK_SCHEMAS[schema];
  const prepared = prepareStored(blockSchema, fields) as Record<string, unknown>;
  if (schema === 'localised-slot' && prepared.content !== undefined && !isLocalizedValue(prepared.content))
    issues.push({ path: 'content', message: 'must be a localised value (the blocks for each locale)' });
  // Every issue in one answer: an author fixes a body once, not once per rule.
  const seen = new Set(issues.map(issueKey));
  for (const issue of checkEachLocale(blockSchema, prepared, locales.length > 0 ? locales : [DEFAULT_LOCALE]))
    if (issue.locale !== undefined || !seen.has(issueKey(issue))) issues.push(issue);
  return issues.length > 0 ? refuse(issues) : { ok: true, body: prepared };
}

const issueKey = (issue: BlockIssue) => `${issue.path}\u0000${issue.message}`;

function refuse(issues: BlockIssue[]): ValidateItemBodyResult {
  return { ok: false, issues };
}

function toBlockIssue(issue: PlainIssue): BlockIssue {
  return { path: formatPath(issue.path), message: issue.message };
}

/**
 * The body resolved for each locale and checked. An issue every locale shares is reported once,
 * without a locale; one that only some locales have is reported for each of them.
 */
function checkEachLocale(
  blockSchema: (typeof BLOCK_SCHEMAS)[keyof typeof BLOCK_SCHEMAS],
  prepared: Record<string, unknown>,
  locales: readonly string[],
): BlockIssue[] {
  const byLocale = locales.map((locale) => {
    const resolved = resolveLocalized(prepared, localeFallbacks(locale));
    const result = blockSchema.safeParse(resolved, { reportInput: true });
    return { locale, issues: result.success ? [] : plainIssues(result.error).map(toBlockIssue) };
  });
  const key = issueKey;
  const counts = new Map<string, number>();
  for (const { issues } of byLocale)
    for (const issue of new Set(issues.map(key))) counts.set(issue, (counts.get(issue) ?? 0) + 1);
  const out: BlockIssue[] = [];
  const reported = new Set<string>();
  for (const { locale, issues } of byLocale) {
    for (const issue of issues) {
      const shared = counts.get(key(issue)) === locales.length;
      if (!shared) out.push({ locale, ...issue });
      else if (!reported.has(key(issue))) {
        reported.add(key(issue));
        out.push(issue);
      }
    }
  }
  return out;
}

function checkTopMeta(meta: unknown, schema: string): BlockIssue[] {
  if (meta === undefined) return [];
  if (!isPlainObject(meta)) return [{ path: '_meta', message: 'must be an object' }];
  const issues: BlockIssue[] = [];
  for (const key of Object.keys(meta))
    if (!TOP_META_KEYS.has(key)) issues.push({ path: `_meta.${key}`, message: 'set by the engine, not by a body' });
  if (meta.schema !== undefined && meta.schema !== schema)
    issues.push({ path: '_meta.schema', message: `must be the item's schema, ${schema}` });
  return issues;
}

/** The path of a value deeper than MAX_DEPTH, if any; a loop with its own stack, so any depth is safe. */
function firstTooDeep(body: unknown): (string | number)[] | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: body, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.path.length > MAX_DEPTH) return next.path;
    if (Array.isArray(next.value)) next.value.forEach((value, i) => stack.push({ value, path: [...next!.path, i] }));
    else if (isPlainObject(next.value))
      for (const [key, value] of Object.entries(next.value)) stack.push({ value, path: [...next.path, key] });
  }
  return undefined;
}

/**
 * The checks that need no schema, on the stored form (already known to be at most 64 levels deep): localised values
 * as `values: [{ locale, value }]` with each locale once, references with a block type and an item
 * id, and inline items whose `_meta` holds only what a body may set.
 */
function checkStructure(value: unknown, path: (string | number)[]): PlainIssue[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => checkStructure(item, [...path, i]));
  if (!isPlainObject(value)) return [];
  const meta = value._meta;
  if (path.length > 0 && isPlainObject(meta) && typeof meta.schema === 'string') {
    if (meta.schema.startsWith(LOCALIZED_VALUE_SCHEMA_PREFIX)) return checkLocalized(value, path);
    if (REFERENCE_SCHEMAS.has(meta.schema)) {
      const reference = ContentReferenceField.safeParse(value, { reportInput: true });
      return reference.success ? [] : plainIssues(reference.error).map((i) => ({ ...i, path: [...path, ...i.path] }));
    }
    if (BlockTypeName.safeParse(meta.schema).success) {
      const extra = Object.keys(meta).filter((key) => !INLINE_META_KEYS.has(key));
      const issues = extra.map((key) => ({
        path: [...path, '_meta', key],
        message: 'set by the engine, not by a body',
      }));
      return [...issues, ...checkFields(value, path)];
    }
  }
  return checkFields(value, path);
}

function checkFields(value: Record<string, unknown>, path: (string | number)[]): PlainIssue[] {
  return Object.entries(value).flatMap(([key, field]) =>
    key === '_meta' ? [] : checkStructure(field, [...path, key]),
  );
}

function checkLocalized(value: Record<string, unknown>, path: (string | number)[]): PlainIssue[] {
  if (!isLocalizedValue(value))
    return [{ path: [...path, 'values'], message: 'a localised value needs values: [{ locale, value }]' }];
  const seen = new Set<string>();
  return value.values.flatMap((entry, i): PlainIssue[] => {
    const at = [...path, 'values', i];
    if (!isPlainObject(entry) || typeof entry.locale !== 'string' || !LOCALE.test(entry.locale))
      return [{ path: [...at, 'locale'], message: 'must be a locale such as en-US' }];
    if (seen.has(entry.locale.toLowerCase()))
      return [{ path: [...at, 'locale'], message: `lists ${entry.locale} twice` }];
    seen.add(entry.locale.toLowerCase());
    if (isLocalizedValue(entry.value))
      return [{ path: [...at, 'value'], message: 'a localised value may not hold another' }];
    return checkStructure(entry.value, [...at, 'value']);
  });
}

function jsonBytes(body: unknown): number | undefined {
  try {
    return Buffer.byteLength(JSON.stringify(body), 'utf8');
  } catch {
    return undefined;
  }
}
