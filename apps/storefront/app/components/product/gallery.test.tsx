// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageGroup } from '@ridgeline/sdk';
import { renderInShop } from '~/test/render';
import { Gallery } from './gallery';

afterEach(cleanup);

const views = ['front', 'back', 'side'];
const groups: ImageGroup[] = ['010', '427'].map((colour) => ({
  viewType: 'large' as const,
  variationAttributes: [{ id: 'color', values: [{ value: colour }] }],
  images: views.map((view) => {
    const link = `/i/products/jacket-${colour}-${view}`;
    return { link, disBaseLink: link, alt: `Jacket, ${view}`, title: '' };
  }),
}));

describe('Gallery', () => {
  it("shows the colour's pictures at 1280 px with resized thumbnails, and switches on a thumbnail", () => {
    renderInShop(<Gallery groups={groups} colour="427" />);
    const main = screen.getByRole('img', { name: 'Jacket, front' });
    expect(main.getAttribute('src')).toBe('/i/products/jacket-427-front?$img-cache$&fmt=auto&w=1280&aspect=496:521');
    const thumbnails = within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails.map((t) => t.querySelector('img')?.getAttribute('src'))).toEqual(
      views.map((view) => `/i/products/jacket-427-${view}?$img-cache$&fmt=auto&w=200&aspect=496:521`),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Jacket, back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show image 2' }).getAttribute('aria-pressed')).toBe('true');
  });
});
