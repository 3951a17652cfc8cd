// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { containedBlocks } from './block-kinds';
import { ContentBlocks } from './content-blocks';
import { AuthorPreviewContext } from './author-preview-context';

afterEach(cleanup);
// The renderers load on demand; load the hero's module once here, so the test waits for rendering only.
beforeAll(() => import('./blocks/hero-banner'), 30_000);

const meta = (schema: string, deliveryId: string) => ({ schema, name: deliveryId, deliveryId });
const hero = (id: string, headline: string) => ({
  _meta: meta('hero-banner', id),
  imageObject: { altText: '', dynamicImage: { endpoint: 'content', name: 'summit-1-1f4e79' } },
  headline: { text: headline },
});
const unknown = { _meta: meta('legacy-quiz', 'quiz-1'), question: 'Which trail suits you?' };

describe('ContentBlocks (spec 3 §2.3, §2.4)', () => {
  it('renders an unknown block type as nothing for visitors', () => {
    const { container } = renderInShop(<ContentBlocks blocks={[unknown]} showRaw={false} />);
    expect(container.querySelector('details')).toBeNull();
    expect(screen.queryByText(/Which trail suits you/)).toBeNull();
  });

  it('shows an unknown block type with its raw data outside production', () => {
    renderInShop(<ContentBlocks blocks={[unknown]} showRaw />);
    expect(screen.getByText('Unknown block type: legacy-quiz')).toBeTruthy();
    const raw = JSON.parse(document.querySelector('details pre')!.textContent!);
    expect(raw).toEqual(unknown);
  });

  it('renders the blocks of plain, localised, personalised slots and containers in order', async () => {
    const blocks = [
      { _meta: meta('slot', 's1'), content: [hero('h1', 'First'), hero('h2', 'Second')] },
      { _meta: meta('localised-slot', 's2'), content: [hero('h3', 'Third')] },
      // Delivered for the shopper's groups: already chosen (decision 045).
      {
        _meta: meta('personalised-slot', 's3'),
        content: [hero('h4', 'Fourth')],
        matches: [{ title: 'Guests', isDefault: false, match: true, maxReached: false }],
        maxNumberMatches: 1,
        enrichType: 'PERSONALISED',
      },
      { _meta: meta('personalised-container', 's4'), content: [hero('h5', 'Fifth')] },
    ];
    renderInShop(<ContentBlocks blocks={blocks} />);
    await screen.findByRole('heading', { name: 'Fifth' }, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'First',
      'Second',
      'Third',
      'Fourth',
      'Fifth',
    ]);
  });

  it('shows authors each block with a link to it and each personalised slot with its match list, in author preview only', async () => {
    const slot = {
      _meta: meta('personalised-slot', 'welcome'),
      content: [hero('h9', 'Welcome back')],
      matches: [
        { title: 'Registered customers', isDefault: false, match: true, maxReached: false },
        { title: 'Loyalty members', isDefault: false, match: true, maxReached: true },
        { title: 'Guests', isDefault: false, match: false, maxReached: false },
      ],
      maxNumberMatches: 1,
      enrichType: 'PERSONALISED',
    };
    const { container, unmount } = renderInShop(<ContentBlocks blocks={[slot]} />);
    await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5_000 });
    expect(container.querySelector('[data-author-overlay]')).toBeNull();
    unmount();

    renderInShop(
      <AuthorPreviewContext.Provider value>
        <ContentBlocks blocks={[slot]} />
      </AuthorPreviewContext.Provider>,
    );
    await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5_000 });
    expect(screen.getByRole('link', { name: 'welcome (personalised-slot)' }).getAttribute('href')).toBe(
      '/api/cms/manage/items/welcome',
    );
    expect(screen.getByRole('link', { name: 'h9 (hero-banner)' }).getAttribute('href')).toBe(
      '/api/cms/manage/items/h9',
    );
    const list = screen.getByRole('list', { name: 'Matches of welcome' });
    expect([...list.querySelectorAll('li')].map((li) => li.dataset.colour)).toEqual(['green', 'grey', 'red']);
    expect(list.textContent).toContain('Registered customers · isDefault false · match true · maxReached false');
  });

  it('draws nothing for the settings blocks (product-detail configuration, auto-refresh)', () => {
    const { container } = renderInShop(
      <ContentBlocks
        blocks={[
          { _meta: meta('product-detail-configuration', 'c1'), enableBazaarvoice: false },
          { _meta: meta('auto-refresh', 'a1'), refreshDateTime: '2030-01-01T00:00:00' },
        ]}
        showRaw
      />,
    );
    expect(container.querySelector('[data-content-block], details')).toBeNull();
  });
});

describe('containedBlocks', () => {
  it("takes a raw personalised slot's default content, and skips references left unresolved", () => {
    const reference = {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference' },
      contentType: 'hero-banner',
      id: '1f0c7a52-0d6e-4a59-9f8d-0e0b7b1f5a11',
    };
    const raw = {
      _meta: meta('personalised-slot', 'p'),
      variants: [],
      defaultContent: [hero('d', 'Default'), reference],
    };
    expect(containedBlocks(raw).map((b) => b._meta.deliveryId)).toEqual(['d']);
    expect(containedBlocks({ _meta: meta('slot', 'e') })).toEqual([]);
  });
});
