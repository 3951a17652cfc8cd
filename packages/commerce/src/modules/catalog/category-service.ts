import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pick } from '../../db/localized.js';
import { NotFoundError } from '../../http/errors.js';
import type { CategoryNode } from './contract.js';
import { productImageLink } from './images.js';
import { readMostlyCache } from '../../lib/read-mostly-cache.js';
import { categories } from './schema.js';

type Row = typeof categories.$inferSelect;
/** Category tiles show their artwork in the brand's forest green. */
const CATEGORY_TILE_HEX = '2f5d50';

/** The whole tree is small (tens to hundreds of rows): read it in one query and walk it in memory. */
async function loadTree(db: Database) {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const byId = new Map<string, Row>();
  const children = new Map<string, Row[]>();
  for (const row of rows) {
    byId.set(row.id, row);
    if (row.parentId) {
      const list = children.get(row.parentId) ?? [];
      list.push(row);
      children.set(row.parentId, list);
    }
  }
  return { byId, children };
}

export type CategoryTree = Awaited<ReturnType<typeof loadTree>>;

function toNode(tree: CategoryTree, row: Row, locale: string, levels: number): CategoryNode {
  const online = (tree.children.get(row.id) ?? []).filter((c) => c.online);
  const trail: { id: string; name: string }[] = [];
  for (let at: Row | undefined = row; at; at = at.parentId ? tree.byId.get(at.parentId) : undefined) {
    trail.unshift({ id: at.id, name: pick(at.name, locale) ?? at.id });
  }
  const node: CategoryNode = {
    id: row.id,
    name: pick(row.name, locale) ?? row.id,
    onlineSubCategoriesCount: online.length,
    parentCategoryTree: trail,
  };
  if (row.parentId) node.parentCategoryId = row.parentId;
  const optional = {
    pageTitle: pick(row.pageTitle, locale),
    pageDescription: pick(row.pageDescription, locale),
    c_slugUrl: pick(row.slugUrl, locale),
    c_alternativeUrl: row.alternativeUrl ?? undefined,
    c_pageURL: row.pageUrl ?? undefined,
    image: row.artwork ? productImageLink(row.artwork, CATEGORY_TILE_HEX, 'front') : undefined,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value) (node as Record<string, unknown>)[key] = value;
  }
  if (row.filterExclusions?.length) node.c_filterExclusions = row.filterExclusions;
  if (row.quickFilterAllowList?.length) node.c_quickFilterAllowListOverride = row.quickFilterAllowList;
  if (levels > 0) node.categories = online.map((c) => toNode(tree, c, locale, levels - 1));
  return node;
}

export async function getCategory(
  db: Database,
  id: string,
  options: { locale: string; levels: number },
): Promise<CategoryNode> {
  const tree = await loadTree(db);
  const row = tree.byId.get(id);
  if (!row || !row.online) throw new NotFoundError('Category', id);
  return toNode(tree, row, options.locale, options.levels);
}

/** The category and every online category below it: a listing shows what its subcategories hold. */
export async function categoryWithDescendants(db: Database, id: string): Promise<string[]> {
  const tree = await loadTree(db);
  const root = tree.byId.get(id);
  if (!root || !root.online) throw new NotFoundError('Category', id);
  const ids: string[] = [];
  const stack = [root];
  while (stack.length) {
    const row = stack.pop()!;
    ids.push(row.id);
    for (const child of tree.children.get(row.id) ?? []) if (child.online) stack.push(child);
  }
  return ids;
}

/**
 * How long the basket's copy of the tree may lag behind the table (decision 027). Pages, listings
 * and URL mapping read the table itself; add-to-bag, pricing and the member-exclusive badges (which
 * must agree with pricing) take this copy.
 */
export const CATEGORY_TREE_TTL_MS = 30_000;
const treeCache = readMostlyCache(loadTree, CATEGORY_TREE_TTL_MS);

/** The category tree as of at most CATEGORY_TREE_TTL_MS ago: for pricing and what must agree with it, never for page structure. */
export const cachedCategoryTree = (db: Database): Promise<CategoryTree> => treeCache.get(db);
/** Whoever writes categories calls this and announces a `catalog` change, which every process hears (decision 041). */
export const invalidateCategoryTree = (): void => treeCache.invalidate();

/** Each online category id with its ancestors (itself first, root excluded): what category promotions match. */
export function ancestorsIn(tree: CategoryTree, ids: readonly string[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const id of ids) {
    const chain: string[] = [];
    for (let at = tree.byId.get(id); at && at.id !== 'root'; at = at.parentId ? tree.byId.get(at.parentId) : undefined) {
      chain.push(at.id);
    }
    result.set(id, chain);
  }
  return result;
}

/**
 * The category a `/c/{segment}` URL names: by its slug in any language, else by its id
 * (the `/c/{categoryId}/` form used when a category has no custom URL).
 */
export async function getCategoryBySlug(
  db: Database,
  slug: string,
  options: { locale: string; levels: number },
): Promise<CategoryNode> {
  const tree = await loadTree(db);
  const rows = [...tree.byId.values()].filter((row) => row.online);
  const row =
    rows.find((r) => r.slugUrl && Object.values(r.slugUrl).includes(slug)) ?? rows.find((r) => r.id === slug);
  if (!row) throw new NotFoundError('Category', slug);
  return toNode(tree, row, options.locale, options.levels);
}

/** A category with every URL field that can name it. */
export type CategoryUrlFields = Pick<Row, 'id' | 'slugUrl' | 'alternativeUrl' | 'pageUrl'>;

/** Every online category's URL fields: what the URL mapping matches storefront paths against. */
export async function onlineCategoryUrlFields(db: Database): Promise<CategoryUrlFields[]> {
  const tree = await loadTree(db);
  return [...tree.byId.values()]
    .filter((row) => row.online)
    .map(({ id, slugUrl, alternativeUrl, pageUrl }) => ({ id, slugUrl, alternativeUrl, pageUrl }));
}

/**
 * For every category a shopper can reach, its ids from the root down to itself. A category
 * under an offline one is left out: its products are not listed through it.
 */
export async function onlineCategoryPaths(db: Database): Promise<Map<string, string[]>> {
  const tree = await loadTree(db);
  const paths = new Map<string, string[]>();
  const walk = (row: Row, trail: string[]) => {
    if (!row.online) return;
    const path = [...trail, row.id];
    paths.set(row.id, path);
    for (const child of tree.children.get(row.id) ?? []) walk(child, path);
  };
  for (const row of tree.byId.values()) if (!row.parentId) walk(row, []);
  return paths;
}
