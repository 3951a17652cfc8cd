import type { z } from '@hono/zod-openapi';

/**
 * Zod's issues in an author's words: the field's path (`childBanners.0.headline`) and the rule it
 * broke (`required`, `at most 200 characters`, `must be one of: Top, Middle, Bottom`). Schemas are
 * parsed with `reportInput: true` so a missing field can be told from a wrong one.
 */
export type PlainIssue = { path: (string | number)[]; message: string };

type Issue = z.core.$ZodIssue;

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;
const unitOf = (origin: string) =>
  origin === 'array' || origin === 'set' ? ['item', 'items'] : ['character', 'characters'];

function describe(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : `must be ${KIND[issue.expected] ?? issue.expected}`;
    case 'too_big': {
      if (issue.origin === 'number') return `at most ${issue.maximum}`;
      const [one, many] = unitOf(issue.origin);
      return `at most ${plural(issue.maximum, one!, many!)}`;
    }
    case 'too_small': {
      if (issue.origin === 'number') return `at least ${issue.minimum}`;
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'required';
      const [one, many] = unitOf(issue.origin);
      return `at least ${plural(issue.minimum, one!, many!)}`;
    }
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      // invalid_format and custom issues carry the schema's own words.
      return issue.message;
  }
}

/** Every issue of a failed parse, in plain words; unknown fields one by one, by name. */
export function plainIssues(error: z.ZodError): PlainIssue[] {
  return error.issues.flatMap((issue): PlainIssue[] => {
    const path = issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key));
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ path: [...path, key], message: 'not a field of this block' }));
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // A union (a link object or a URL): answer for the branch the value was meant for, the one
      // whose failures are deepest in the value rather than about its kind.
      const branch = [...issue.errors].sort((a, b) => rootKindErrors(a) - rootKindErrors(b))[0] ?? [];
      return branch.map((inner) => ({ path: [...path, ...inner.path.map(String)], message: describe(inner) }));
    }
    return [{ path, message: describe(issue) }];
  });
}

function rootKindErrors(issues: readonly Issue[]): number {
  return issues.filter((issue) => issue.path.length === 0 && issue.code === 'invalid_type').length;
}

export function formatPath(path: readonly (string | number)[]): string {
  return path.length === 0 ? '(body)' : path.join('.');
}
