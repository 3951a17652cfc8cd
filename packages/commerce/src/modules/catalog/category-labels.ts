import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import type { Localized } from '../../db/localized.js';
import { categories } from './schema.js';

/**
 * How a page names a category: its name, and its department's (its parent's name, unless the parent
 * is the root, which is no department). "Base Layers" is a men's and a women's category: the
 * department tells them apart.
 */
export type CategoryLabel = { id: string; name: Localized; departmentName?: Localized };

/** The online categories among the given ids, with their labels; unknown and offline ones are left out. */
export async function categoryLabels(db: Database, ids: readonly string[]): Promise<Map<string, CategoryLabel>> {
  if (ids.length === 0) return new Map();
  const parent = alias(categories, 'parent');
  const found = await db
    .select({
      id: categories.id,
      name: categories.name,
      parentName: parent.name,
      parentHasParent: sql<boolean>`${parent.parentId} IS NOT NULL`,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(and(inArray(categories.id, [...ids]), eq(categories.online, true)));
  return new Map(
    found.map((c) => [
      c.id,
      {
        id: c.id,
        name: c.name,
        ...(c.parentHasParent && c.parentName ? { departmentName: c.parentName } : {}),
      },
    ]),
  );
}
