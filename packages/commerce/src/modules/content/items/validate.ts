import { APP_CONFIG } from '@ridgeline/config';
import type { Database } from '../../../db/client.js';
import { anyUuid } from './any-uuid.js';
import { validateItemBody } from '../blocks/index.js';
import { referencesWithPaths } from './references.js';
import { contentItems, type StoredBody } from './schema.js';
import type { ContentIssue } from './stored.js';

/** Every locale the shop sells in (en-US, en-CA, fr-CA): a body must be valid resolved for each. */
export const SHOP_LOCALES: readonly string[] = [
  ...new Set(APP_CONFIG.sites.flatMap((site) => site.l10n.supportedLocales.map((l) => l.id))),
];

export type BodyCheck = { item: string; schema: string; body: unknown };

/**
 * Checks each body against its block schema in every shop locale (blocks/): answers the bodies as
 * they are to be stored (sanitised) in the same order, or every issue found.
 */
export function checkBodies(
  checks: readonly BodyCheck[],
  pathPrefix = 'body',
): { bodies: StoredBody[]; issues: ContentIssue[] } {
  const bodies: StoredBody[] = [];
  const issues: ContentIssue[] = [];
  for (const check of checks) {
    const result = validateItemBody(check.schema, check.body, SHOP_LOCALES);
    if (result.ok) bodies.push(result.body);
    else {
      bodies.push({});
      for (const issue of result.issues) {
        issues.push({
          item: check.item,
          // "(body)" is the validator's word for the body as a whole.
          path: issue.path.startsWith('(') ? pathPrefix : [pathPrefix, issue.path].filter(Boolean).join('.'),
          message: issue.message,
          ...(issue.locale ? { locale: issue.locale } : {}),
        });
      }
    }
  }
  return { bodies, issues };
}

/** Which of these ids name stored items. */
export async function existingItemIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: contentItems.id }).from(contentItems).where(anyUuid(contentItems.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * A reference to an item that neither exists nor is written alongside (`alsoWritten`) is refused:
 * the page would show a hole where the editor meant a block.
 */
export async function missingReferenceIssues(
  db: Database,
  checks: readonly { item: string; body: unknown }[],
  alsoWritten: ReadonlySet<string> = new Set(),
  pathPrefix = 'body',
): Promise<ContentIssue[]> {
  const found = checks.flatMap((check) =>
    referencesWithPaths(check.body).map(({ path, reference }) => ({ item: check.item, path, id: reference.id })),
  );
  const wanted = [...new Set(found.map((f) => f.id).filter((id) => !alsoWritten.has(id)))];
  // A malformed id cannot exist; asking the database with it would be refused as a uuid.
  const existing = await existingItemIds(db, wanted.filter(isUuid));
  return found
    .filter((f) => !alsoWritten.has(f.id) && !existing.has(f.id))
    .map((f) => ({
      item: f.item,
      path: [pathPrefix, f.path].filter(Boolean).join('.'),
      message: `references content item ${f.id}, which does not exist`,
    }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);
