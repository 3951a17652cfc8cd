// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TileProduct } from '~/lib/tile-product';
import { renderInShop } from '~/test/render';
import { ProductTile } from './product-tile';

const colour = (value: string, name: string) => ({
  value,
  name,
  orderable: true,
  swatch: { link: `/i/swatches/${value}` },
});

const product: TileProduct = {
  productId: 'RL1',
  productName: 'Trail Jacket',
  currency: 'USD',
  price: 120,
  c_colorID: '010|427',
  c_technologyGridBadge: '',
  c_isNew: false,
  c_isSale: false,
  c_bvAverageRating: null,
  imageGroups: ['010', '427'].map((value) => ({
    viewType: 'large',
    variationAttributes: [{ id: 'color', values: [{ value }] }],
    images: [{ link: `/i/products/jacket-${value}-front` }],
  })),
  variationAttributes: [{ id: 'color', name: 'Color', values: [colour('010', 'Black'), colour('427', 'Navy')] }],
};

afterEach(cleanup);

describe('ProductTile', () => {
  it('shows a swatch per colour, loaded lazily, and switches the picture and link to the colour picked', () => {
    renderInShop(<ProductTile product={product} />);
    const swatches = within(screen.getByRole('list', { name: 'Colors' })).getAllByRole('button');
    expect(swatches.map((s) => s.getAttribute('aria-label'))).toEqual(['Black', 'Navy']);
    for (const swatch of swatches) expect(swatch.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    // The first colour shows first (the default-colour rule), with its picture and link.
    expect(screen.getByRole('button', { name: 'Black' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('article img')?.getAttribute('src')).toContain('jacket-010-front');
    expect(screen.getByRole('link', { name: 'Trail Jacket' }).getAttribute('href')).toContain('color=010');

    fireEvent.click(screen.getByRole('button', { name: 'Navy' }));
    expect(screen.getByRole('button', { name: 'Navy' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('article img')?.getAttribute('src')).toContain('jacket-427-front');
    expect(screen.getByRole('link', { name: 'Trail Jacket' }).getAttribute('href')).toContain('color=427');
  });
});
