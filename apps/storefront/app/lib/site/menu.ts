import type { Category } from '@ridgeline/sdk';

/**
 * A category as the header's menus use it: its name, what its link is made of, and its children.
 * Every page sends the menu to the browser to hydrate; the catalogue's page titles, descriptions,
 * images and breadcrumb trails are not for the menu (decision 030).
 */
export type MenuCategory = Pick<Category, 'id' | 'name' | 'c_slugUrl' | 'c_alternativeUrl' | 'c_pageURL'> & {
  categories?: MenuCategory[];
};

export function toMenuCategory(category: Category): MenuCategory {
  const { id, name, c_slugUrl, c_alternativeUrl, c_pageURL, categories } = category;
  return {
    id,
    name,
    ...(c_slugUrl ? { c_slugUrl } : {}),
    ...(c_alternativeUrl ? { c_alternativeUrl } : {}),
    ...(c_pageURL ? { c_pageURL } : {}),
    ...(categories ? { categories: categories.map(toMenuCategory) } : {}),
  };
}
