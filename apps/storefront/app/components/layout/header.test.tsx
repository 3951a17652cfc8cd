// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { Header } from './header';

afterEach(cleanup);

const categories = [
  { id: 'footwear', name: 'Footwear', onlineSubCategoriesCount: 0, parentCategoryTree: [], c_slugUrl: 'footwear-slug' },
];

describe('Header', () => {
  it('shows 9+ on the bag above 9 items', async () => {
    renderInShop(<Header categories={categories} bagCount={12} customer={null} />);
    expect((await screen.findByTestId('bag-count')).textContent).toBe('9+');
    expect(screen.getByRole('link', { name: 'Bag, 12 items' }).getAttribute('href')).toBe('/cart');
  });

  it('shows the count up to 9 and nothing on an empty bag', async () => {
    renderInShop(<Header categories={categories} bagCount={9} customer={null} />);
    expect((await screen.findByTestId('bag-count')).textContent).toBe('9');
    cleanup();
    renderInShop(<Header categories={categories} bagCount={0} customer={null} />);
    await screen.findByRole('link', { name: 'Bag, empty' });
    expect(screen.queryByTestId('bag-count')).toBeNull();
  });

  it('links the logo home and the categories by their URLs', async () => {
    renderInShop(<Header categories={categories} bagCount={0} customer={null} />);
    expect((await screen.findByRole('link', { name: 'Ridgeline home' })).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('link', { name: 'Footwear' })[0]!.getAttribute('href')).toBe('/c/footwear-slug');
  });
});
