// @vitest-environment happy-dom
import type { ContentAsset } from '@ridgeline/sdk';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { ContentArticle } from './content-article';

afterEach(cleanup);

const article: ContentAsset = {
  id: 'layering',
  kind: 'article',
  name: 'Superposer ses vêtements',
  description: 'Trois couches.',
  publishedAt: '2026-10-02',
  updatedAt: '2026-10-05T09:30:00.000Z',
  language: 'fr',
  body: '<h2>La base</h2><p>Le mérinos.</p>',
  categories: [
    { id: 'mens-clothing-base-layers', name: 'Couches de base', parentCategoryName: 'Vêtements pour homme' },
    { id: 'footwear', name: 'Chaussures' },
  ],
};

describe('ContentArticle', () => {
  it('shows the heading, date, body and the categories it is about, in the shopper’s locale', async () => {
    renderInShop(<ContentArticle content={article} />, {
      path: '/fr-CA/t/layering',
      rootData: { localeId: 'fr-CA', siteId: 'ridgeline', customer: null },
    });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(heading.textContent).toBe('Superposer ses vêtements');
    const date = screen.getByText((_, el) => el?.tagName === 'TIME');
    expect(date.getAttribute('datetime')).toBe('2026-10-02');
    expect(date.textContent).toMatch(/2 octobre 2026/);
    expect(screen.getByRole('heading', { level: 2, name: 'La base' })).toBeTruthy();
    const shop = screen.getByRole('region', { name: 'Shop the Story' });
    const links = within(shop).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Vêtements pour homme: Couches de base', 'Chaussures']);
    expect(links[1]!.getAttribute('href')).toMatch(/^\/fr-CA\/(category|c)\/footwear/);
    expect(document.querySelector('[lang]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toMatch(/^\/fr-CA\/(home)?$/);
  });

  it('marks a body shown in English on a French page as English, and only the body', async () => {
    renderInShop(<ContentArticle content={{ ...article, language: 'en' }} />, {
      path: '/fr-CA/t/layering',
      rootData: { localeId: 'fr-CA', siteId: 'ridgeline', customer: null },
    });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    const marked = [...document.querySelectorAll('[lang]')];
    expect(marked).toHaveLength(1);
    expect(marked[0]!.getAttribute('lang')).toBe('en');
    expect(marked[0]!.textContent).toBe('La baseLe mérinos.');
  });

  it('has no catalogue section for an article about no category', async () => {
    renderInShop(<ContentArticle content={{ ...article, categories: [] }} />);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(screen.queryByRole('region', { name: 'Shop the Story' })).toBeNull();
  });
});
