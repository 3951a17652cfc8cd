import { DomainError } from '../../../http/errors.js';
import type { ContentIssue } from './stored.js';

/** A write refused because a body (or its place) is invalid: every issue, naming item, locale, path and rule. */
export class ContentValidationError extends DomainError {
  constructor(readonly issues: ContentIssue[]) {
    const first = issues[0];
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    super(
      'invalid_input',
      first
        ? `${first.item} ${first.path}${first.locale ? ` [${first.locale}]` : ''}: ${first.message}${more}`
        : 'The content is not valid.',
      400,
      issues,
    );
  }
}

/** The write named a version that is no longer the stored one: someone else saved in between. */
export class VersionConflictError extends DomainError {
  constructor(what: string, id: string, current: number) {
    super(
      'version_conflict',
      `${what} ${id} has changed since the version you edited (it is at version ${current}); reload it and apply your change again.`,
      409,
      { current },
    );
  }
}

export class ContentConflictError extends DomainError {
  constructor(code: string, message: string, details?: unknown) {
    super(code, message, 409, details);
  }
}

/** The SQLSTATE under Drizzle's wrapping, if any. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, n = 0; current instanceof Error && n < 5; current = current.cause, n += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
