// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingResult } from '~/lib/listing/listing.server';
import type { TileProduct } from '~/lib/listing/tile-product';
import { renderInShop } from '~/test/render';
import { ProductListing } from './product-listing';

afterEach(cleanup);

const colour = (value: string, orderable: boolean) => ({ value, name: value, orderable });

/** Merchandised red first; green is sold out, blue the first orderable colour. */
const hit: TileProduct = {
  productId: 'RL1',
  productName: 'Trail Jacket',
  currency: 'USD',
  price: 120,
  c_colorID: 'RED',
  c_technologyGridBadge: '',
  c_isNew: false,
  c_isSale: false,
  c_bvAverageRating: null,
  imageGroups: [],
  variationAttributes: [
    { id: 'color', name: 'Color', values: [colour('GRN', false), colour('BLU', true), colour('RED', true)] },
  ],
};

const result = {
  query: 'jacket',
  total: 1,
  limit: 47,
  offset: 0,
  hits: [hit],
  refinements: [],
  selectedRefinements: {},
  sortingOptions: [],
  selectedSortingOption: 'best-matches',
} as unknown as ListingResult;

const renderListing = (search: boolean) =>
  renderInShop(
    <ProductListing result={result} selected={{}} page={1} pageCount={1} limit={47} empty={null} search={search} />,
  );

describe('ProductListing', () => {
  it('shows a category tile in its merchandised colour, a search tile in its first orderable one (spec 2 §4)', () => {
    renderListing(false);
    expect(screen.getByRole('link', { name: 'Trail Jacket' }).getAttribute('href')).toContain('color=RED');
    cleanup();
    renderListing(true);
    expect(screen.getByRole('link', { name: 'Trail Jacket' }).getAttribute('href')).toContain('color=BLU');
  });

  it('reports the product whose link was followed (clickSearch, clickCategory), not a click beside its links', () => {
    const onProductClick = vi.fn();
    renderInShop(
      <ProductListing
        result={result}
        selected={{}}
        page={1}
        pageCount={1}
        limit={47}
        empty={null}
        onProductClick={onProductClick}
      />,
    );
    const link = screen.getByRole('link', { name: 'Trail Jacket' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onProductClick).toHaveBeenCalledWith('RL1');
    fireEvent.click(link.closest('article')!);
    expect(onProductClick).toHaveBeenCalledTimes(1);
  });
});
