import type { Category } from '@ridgeline/sdk';
import { describe, expect, it } from 'vitest';
import { toMenuCategory } from './menu';

const category = (id: string, extra: Partial<Category> = {}): Category => ({
  id,
  name: `Name ${id}`,
  pageTitle: `Title ${id}`,
  pageDescription: `Shop ${id} at Ridgeline.`,
  image: `/i/categories/${id}`,
  onlineSubCategoriesCount: 0,
  parentCategoryTree: [{ id: 'root', name: 'Root' }],
  ...extra,
});

describe('toMenuCategory', () => {
  it('keeps the name, the link fields and the children, and nothing else', () => {
    const menu = toMenuCategory(
      category('mens', {
        c_slugUrl: 'mens',
        onlineSubCategoriesCount: 1,
        categories: [category('mens-jackets', { c_alternativeUrl: '/t/jackets' }), category('mens-pants')],
      }),
    );
    expect(menu).toEqual({
      id: 'mens',
      name: 'Name mens',
      c_slugUrl: 'mens',
      categories: [
        { id: 'mens-jackets', name: 'Name mens-jackets', c_alternativeUrl: '/t/jackets' },
        { id: 'mens-pants', name: 'Name mens-pants' },
      ],
    });
  });
});
