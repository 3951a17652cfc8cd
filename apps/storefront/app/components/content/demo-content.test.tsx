// @vitest-environment happy-dom
import { demoContentBundle } from '@ridgeline/data';
import type { DeliveredItem } from '@ridgeline/sdk';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
// Test code may reach into the engine (decision 043): the delivered form is what it makes of a stored item.
import { localeFallbacks } from '../../../../../packages/commerce/src/modules/content/items/localised';
import { isContentReference } from '../../../../../packages/commerce/src/modules/content/items/references';
import { deliverItem } from '../../../../../packages/commerce/src/modules/content/items/resolve-tree';
import { ContentBlocks } from './content-blocks';
import { ContentFooterView as ContentFooter } from './footer/footer-view';

/**
 * The demo content (issue 23) as the engine delivers it for a locale with depth "all": localised
 * values resolved, references inlined. Personalised slots stay raw (no customer groups), so they
 * show their default content.
 */
const bundle = demoContentBundle(new Date('2026-03-14T15:30:00Z'));
const byId = new Map(bundle.items.map((item) => [item.id, item]));
function delivered(key: string, locale: string): DeliveredItem {
  const fallbacks = localeFallbacks(locale);
  const deliver = (id: string, path: readonly string[]): DeliveredItem | undefined => {
    const item = byId.get(id);
    if (!item || path.includes(id)) return undefined;
    const inline = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(inline);
      if (isContentReference(value)) return deliver(value.id, [...path, id]) ?? value;
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(v)]));
      return value;
    };
    const { _meta, ...fields } = deliverItem(
      { ...item, deliveryKey: item.deliveryKey ?? null, parentId: item.parentId ?? null },
      fallbacks,
    );
    return { _meta, ...(inline(fields) as Record<string, unknown>) };
  };
  const root = bundle.items.find((item) => item.deliveryKey === key);
  if (!root) throw new Error(`No demo item ${key}`);
  return deliver(root.id, [])!;
}

/** Every block type in a delivered tree. */
function schemasIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => schemasIn(v, found));
  else if (value && typeof value === 'object') {
    const schema = (value as { _meta?: { schema?: unknown } })._meta?.schema;
    if (typeof schema === 'string' && !schema.startsWith('http')) found.add(schema);
    Object.values(value).forEach((v) => schemasIn(v, found));
  }
  return found;
}

const CONTAINERS = [
  'home-page',
  'content-page',
  'slot',
  'localised-slot',
  'personalised-slot',
  'personalised-container',
];

beforeAll(async () => {
  // The renderers load on demand: load every family once, so the tests wait for rendering only.
  await Promise.all(
    [
      'marketing-banner',
      'hero-banner',
      'messaging-banner',
      'picture-banners',
      'videos',
      'countdown-timer',
      'promotions',
    ]
      .concat(['card-carousel', 'navigation-tiles', 'button-group', 'collection-link', 'card-grids', 'story'])
      .concat(['product-blocks', 'product-detail-text', 'blank'])
      .map((name) => import(`./blocks/${name}.tsx`)),
  );
}, 60_000);
afterEach(cleanup);

describe.each(['en-US', 'fr-CA'])('the demo content in %s', (locale) => {
  it('renders every block of the home page, none of them unknown', async () => {
    const home = delivered('home', locale);
    const types = [...schemasIn(home)].filter((schema) => !CONTAINERS.includes(schema));
    expect(types.length).toBeGreaterThanOrEqual(12);
    const { container } = renderInShop(<ContentBlocks blocks={home.content as unknown[]} showRaw />);
    // Each type the default content shows draws something: words or a picture.
    // Product blocks wait for the loader's products, which this test gives none.
    const drawn = () =>
      [...container.querySelectorAll('[data-content-block]')].filter((block) => {
        const type = block.getAttribute('data-content-block')!;
        return !type.startsWith('product-') && type !== 'blank';
      });
    const empty = () =>
      drawn()
        .filter((block) => !(block.textContent!.trim() || block.querySelector('img, video')))
        .map((block) => block.getAttribute('data-content-block'));
    // Each block's code loads when first drawn (lazy families): every one ends up drawing words or a picture.
    await expect.poll(empty, { timeout: 20_000 }).toEqual([]);
    expect(drawn().length).toBeGreaterThan(8);
    expect(container.querySelector('details')).toBeNull();
    // Headings go h2 → h3, never skipping a level.
    const levels = [...container.querySelectorAll('h2, h3, h4')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 2)).toBeLessThanOrEqual(1));
  }, 30_000);

  it('shows the unknown legacy quiz of the trail guide as raw data only outside production', async () => {
    const page = delivered('t/trail-guide', locale);
    const visitor = renderInShop(<ContentBlocks blocks={page.content as unknown[]} showRaw={false} />);
    await expect
      .poll(() => visitor.container.querySelectorAll('[data-content-block]').length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(visitor.container.querySelector('details')).toBeNull();
    cleanup();
    renderInShop(<ContentBlocks blocks={page.content as unknown[]} showRaw />);
    expect(await screen.findByText('Unknown block type: legacy-quiz', undefined, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);

  it('renders the footer with its columns, links to /account and the international page', () => {
    renderInShop(<ContentFooter footer={delivered('footer', locale)} newsletterAction="/newsletter" />);
    const footer = screen.getByRole('contentinfo');
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/account');
    expect(hrefs).toContain('/international');
    expect(footer.querySelectorAll('nav').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('textbox')).toBeTruthy();
  });
});
