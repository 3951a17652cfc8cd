// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TileProduct } from '~/lib/listing/tile-product';
import { renderInShop } from '~/test/render';
import { CompareProvider } from '../compare/compare-provider';
import { CompareSlot } from '../compare/compare-slot';
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

  it("shows four colours, then a 'More' toggle for the rest that becomes 'Less' (spec 2 §4)", () => {
    const names = ['Black', 'Navy', 'Red', 'Moss', 'Sand', 'Sky', 'Plum'];
    const many: TileProduct = {
      ...product,
      c_colorID: '',
      variationAttributes: [
        { id: 'color', name: 'Color', values: names.map((name, i) => colour(String(100 + i), name)) },
      ],
    };
    renderInShop(<ProductTile product={many} colour="106" />);
    const shown = () =>
      within(screen.getByRole('list', { name: 'Colors' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    // The colour shown (a refined one, here the seventh) stays visible while the rest are hidden.
    expect(shown()).toEqual(['Black', 'Navy', 'Red', 'Moss', 'Plum']);
    const toggle = screen.getByRole('button', { name: 'More' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('list', { name: 'Colors' }).id);
    // Whose colours: the tile's name describes it.
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe('Trail Jacket');

    fireEvent.click(toggle);
    expect(shown()).toEqual(names);
    expect(screen.getByRole('button', { name: 'Less' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Less' }));
    expect(shown()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it('has no toggle for four colours or fewer', () => {
    const four = ['Black', 'Navy', 'Red', 'Moss'].map((name, i) => colour(String(100 + i), name));
    renderInShop(
      <ProductTile product={{ ...product, variationAttributes: [{ id: 'color', name: 'Color', values: four }] }} />,
    );
    expect(within(screen.getByRole('list', { name: 'Colors' })).getAllByRole('button')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it("shows every tile's compare checkbox, each in its own tile, once its script has loaded", async () => {
    const products = ['RL1', 'RL2', 'RL3'].map((id) => ({ ...product, productId: id, productName: `Jacket ${id}` }));
    // How many checkboxes the page had after each batch of DOM changes.
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(document.querySelectorAll('input[type=checkbox]').length));
    observer.observe(document.body, { childList: true, subtree: true });
    renderInShop(
      <CompareProvider>
        {products.map((p) => (
          <ProductTile key={p.productId} product={p} compare={(href) => <CompareSlot product={p} href={href} />} />
        ))}
      </CompareProvider>,
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3));
    observer.disconnect();
    expect(counts.filter((n) => n > 0 && n < 3)).toEqual([]);
    expect(
      screen.getAllByRole('checkbox').map((box) => box.closest('article')?.querySelector('h3')?.textContent),
    ).toEqual(products.map((p) => p.productName));
  });
});
