import { CUSTOMER_GROUPS, DEFAULT_CUSTOMER_GROUPS } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
// Test code may reach into the engine (decision 043): the write-time check, the slot matcher and
// the image names are what the demo content has to satisfy.
import { validateItemBody } from '../../../commerce/src/modules/content/blocks/index.js';
import { isLocalizedValue } from '../../../commerce/src/modules/content/items/localised.js';
import { isContentReference, referencedIds } from '../../../commerce/src/modules/content/items/references.js';
import { parseImageName } from '../../../commerce/src/modules/image/artwork.js';
import { parseSceneName } from '../../../commerce/src/modules/image/scene.js';
import { selectVariants, type VariantRule } from '../../../commerce/src/modules/personalisation/index.js';
import { CATEGORY_TREE, categoryRows, ROOT_CATEGORY_ID } from '../catalog/categories.js';
import { DEMO_CONTENT } from '../load/content.js';
import type { StoredItem } from '../load/commerce.js';
import { demoContentBundle, demoItemId, SALE_LENGTH_DAYS, SALE_STARTS_IN_DAYS } from './index.js';
import { uuidV5 } from './ids.js';

const LOCALES = ['en-US', 'en-CA', 'fr-CA'];
const NOW = new Date('2026-03-14T15:30:00Z');
const bundle = demoContentBundle(NOW);
const byId = new Map(bundle.items.map((item) => [item.id, item]));
const byKey = (key: string) => bundle.items.find((item) => item.deliveryKey === key)!;

/** Every value of a field anywhere in a body, by field name. */
function fieldValues(body: unknown, field: string): unknown[] {
  const found: unknown[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === field) found.push(inner);
        walk(inner);
      }
    }
  };
  walk(body);
  return found;
}

/** Every item a page shows, following references (slot variants and default content included). */
function reachable(root: StoredItem): StoredItem[] {
  const seen = new Map<string, StoredItem>([[root.id, root]]);
  const queue = [root];
  while (queue.length > 0) {
    for (const id of referencedIds(queue.shift()!.body)) {
      const item = byId.get(id);
      if (item && !seen.has(id)) {
        seen.set(id, item);
        queue.push(item);
      }
    }
  }
  return [...seen.values()];
}

type Slot = { variants: (VariantRule & { content: unknown[] })[]; maxNumberMatches: number; defaultContent: unknown[] };

/** The item ids a personalised slot shows to a shopper in these groups. */
function shown(slot: StoredItem, groups: readonly string[]): string[] {
  const body = slot.body as unknown as Slot;
  const { chosen, usedDefault } = selectVariants(body.variants, groups, body.maxNumberMatches);
  return referencedIds(usedDefault ? body.defaultContent : chosen.map((i) => body.variants[i]!.content));
}

describe('the demo content', () => {
  it.each(bundle.items.map((item) => [item.name, item] as const))(
    '%s passes the write-time check in every locale',
    (_, item) => {
      const result = validateItemBody(item.schema, item.body, LOCALES);
      expect(result.ok ? [] : result.issues).toEqual([]);
    },
  );

  it('gives every edition body a valid body of its item’s block type', () => {
    for (const edition of bundle.editions) {
      for (const entry of edition.items) {
        const item = byId.get(entry.id)!;
        const result = validateItemBody(item.schema, entry.body, LOCALES);
        expect(result.ok ? [] : result.issues, item.name).toEqual([]);
      }
    }
  });

  it('has stable ids (UUID version 5 of a name), the same on every build, unique, as are delivery keys', () => {
    // RFC 9562's example: www.example.com in the DNS namespace.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    expect(byKey('home').id).toBe(demoItemId('home'));
    expect(demoContentBundle(NOW)).toEqual(bundle);
    const ids = [...bundle.items.map((i) => i.id), ...bundle.editions.map((e) => e.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const keys = bundle.items.flatMap((i) => (i.deliveryKey ? [i.deliveryKey] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('references only items of the bundle, with their block type, and lists parents before their children', () => {
    const position = new Map(bundle.items.map((item, i) => [item.id, i]));
    for (const item of bundle.items) {
      for (const reference of collectReferences(item.body)) {
        expect(byId.get(reference.id)?.schema, `${item.name} → ${reference.contentType}`).toBe(reference.contentType);
      }
      if (item.parentId) expect(position.get(item.parentId)!, item.name).toBeLessThan(position.get(item.id)!);
    }
  });

  it('writes every text in US English and French (Canadian English where it differs)', () => {
    const localised = bundle.items.flatMap((item) => collectLocalised(item.body).map((value) => ({ item, value })));
    expect(localised.length).toBeGreaterThan(300);
    for (const { item, value } of localised) {
      const locales = value.values.map((v) => v.locale);
      expect(locales, item.name).toEqual(expect.arrayContaining(['en-US', 'fr-CA']));
      for (const locale of locales) expect(LOCALES).toContain(locale);
    }
    // Prices and shipping read differently in Canada.
    const banner =
      JSON.stringify(byKey('home').body) +
      JSON.stringify(bundle.items.find((i) => i.schema === 'marketing-banner')!.body);
    expect(banner).toContain('"locale":"en-CA","value":"Free standard shipping on orders over $129"');
    expect(banner).toContain('"locale":"en-US","value":"Free standard shipping on orders over $99"');
  });

  it('draws every image with the image service, as a scene or as product artwork', () => {
    expect(bundle.items.flatMap((item) => collectImages(item.body)).length).toBeGreaterThan(40);
    for (const item of bundle.items) {
      for (const image of collectImages(item.body)) {
        if (image.endpoint === 'content') expect(parseSceneName(image.name), item.name).not.toBeNull();
        else {
          expect(image.endpoint, item.name).toBe('products');
          expect(parseImageName(image.name), `${item.name}: ${image.name}`).not.toBeNull();
        }
      }
    }
  });
});

describe('the demo home page', () => {
  const home = byKey('home');
  const onHome = reachable(home);

  it('is a home page with SEO, using at least twelve block types', () => {
    expect(home.schema).toBe('home-page');
    expect(home.body.seo).toMatchObject({ noindex: false, alternateUrls: expect.any(Array) });
    const types = new Set(onHome.map((item) => item.schema));
    types.delete('home-page');
    expect(types.size).toBeGreaterThanOrEqual(12);
    for (const required of [
      'marketing-banner',
      'hero-banner',
      'navigation-tiles',
      'product-carousel',
      'product-recommendations',
      'messaging-banner',
      'card-carousel',
      'story',
      'button-group',
      'countdown-timer',
      'promotions',
      'billboard',
      'informational-card-gallery',
      'grid-content',
      'collection-link',
      'video',
      'blank',
      'personalised-slot',
    ])
      expect(types).toContain(required);
  });

  it('rotates at least three banner messages, with offers, legal text and an account-drawer link', () => {
    const banner = onHome.find((item) => item.schema === 'marketing-banner')!;
    const children = banner.body.childBanners as Record<string, unknown>[];
    expect(children.length).toBeGreaterThanOrEqual(3);
    for (const child of children)
      expect(child).toMatchObject({
        desktopRotatingMessage: expect.anything(),
        mobileRotatingMessage: expect.anything(),
        legalTextLink: expect.anything(),
      });
    expect(JSON.stringify(banner.body)).toContain('"linkType":"account-drawer"');
  });

  it('tiles every top-level category with its real id', () => {
    const tiles = onHome.find((item) => item.schema === 'navigation-tiles')!;
    const ids = fieldValues(tiles.body, 'linkQuery').map((query) => (query as { id: string }).id);
    expect(ids).toEqual(CATEGORY_TREE.map((top) => top.id));
  });

  it('asks recommendations for category ids or product ids, never both', () => {
    for (const item of bundle.items.filter((i) => i.schema === 'product-recommendations')) {
      const body = item.body as { einsteinRecommenderProductIds?: string[]; einsteinRecommenderCategoryIds?: string[] };
      expect(
        Boolean(body.einsteinRecommenderProductIds?.length) !== Boolean(body.einsteinRecommenderCategoryIds?.length),
        item.name,
      ).toBe(true);
    }
  });

  it('welcomes guests and registered customers with different variants', () => {
    const slots = onHome.filter((item) => item.schema === 'personalised-slot');
    const welcome = slots.find(
      (slot) => shown(slot, DEFAULT_CUSTOMER_GROUPS).join() !== shown(slot, ['Everyone', 'Registered']).join(),
    )!;
    expect(welcome).toBeDefined();
    const guest = shown(welcome, DEFAULT_CUSTOMER_GROUPS).map((id) => byId.get(id)!.name);
    const registered = shown(welcome, [CUSTOMER_GROUPS.everyone, CUSTOMER_GROUPS.registered]).map(
      (id) => byId.get(id)!.name,
    );
    expect(guest).toEqual(['Home – welcome for guests (create an account)']);
    expect(registered).toEqual(['Home – welcome back for registered customers']);
    // Without any groups (before they are known), the guest's.
    expect(shown(welcome, [])).toEqual(shown(welcome, DEFAULT_CUSTOMER_GROUPS));
  });

  it('shows Titanium members, loyalty members and everyone else a different rewards variant', () => {
    const rewards = byId.get(demoItemId('home/rewards'))!;
    expect(onHome).toContain(rewards);
    const registered = [CUSTOMER_GROUPS.everyone, CUSTOMER_GROUPS.registered];
    const member = [...registered, CUSTOMER_GROUPS.loyaltyMembers];
    const titanium = [...member, CUSTOMER_GROUPS.titaniumMembers];
    const names = (groups: readonly string[]) => shown(rewards, groups).map((id) => byId.get(id)!.name);
    expect(names(titanium)).toEqual(['Home – rewards for Titanium members']);
    expect(names(member)).toEqual(['Home – rewards for loyalty members']);
    expect(names(registered)).toEqual(['Home – join Ridgeline Rewards (everyone else)']);
    expect(names(DEFAULT_CUSTOMER_GROUPS)).toEqual(['Home – join Ridgeline Rewards (everyone else)']);
  });
});

describe('the rest of the demo content', () => {
  it('gives every top-level category (departments and collections) landing content keyed by its id', () => {
    const topLevel = categoryRows().filter((row) => row.parentId === ROOT_CATEGORY_ID);
    expect(topLevel.length).toBe(CATEGORY_TREE.length + 2);
    for (const top of topLevel) {
      const landing = byKey(`category/${top.id}`);
      expect(landing.schema).toBe('category-landing-page');
      expect(landing.body.categoryId).toBe(top.id);
      expect((landing.body.content as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('has three or more pages under /t/ whose slugs are no article’s or service page’s id', () => {
    const pages = bundle.items.filter((item) => item.schema === 'content-page');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const taken = new Set([...DEMO_CONTENT.map((asset) => asset.id), 'site-map']);
    for (const page of pages) {
      const slug = page.body.slug as string;
      expect(page.deliveryKey).toBe(`t/${slug}`);
      expect(taken.has(slug), slug).toBe(false);
      expect(page.body.seo).toMatchObject({ title: expect.anything(), description: expect.anything() });
    }
  });

  it('puts a block of a type the engine does not know on a content page', () => {
    const quiz = bundle.items.find((item) => item.schema === 'legacy-quiz')!;
    const page = byId.get(quiz.parentId!)!;
    expect(page.schema).toBe('content-page');
    expect(referencedIds(page.body)).toContain(quiz.id);
  });

  it('has a footer with everything of spec 3 §3.7', () => {
    const footer = byKey('footer');
    expect(footer.schema).toBe('footer');
    expect(Object.keys(footer.body)).toEqual(
      expect.arrayContaining([
        'loyaltyBanner',
        'columnOneLinks',
        'columnTwo',
        'columnThree',
        'socialLinks',
        'marketingLink',
        'legalLinks',
        'workingHours',
        'submitEmail',
        'hasQualtricsLink',
      ]),
    );
    expect(footer.body.marketingLink).toMatchObject({ hasTwoStepModal: true });
    expect(footer.body.submitEmail).toMatchObject({ enableEmailSubscription: true });
  });

  it('configures product pages and gives them a text block', () => {
    expect(byKey('pdp-configuration').schema).toBe('product-detail-configuration');
    expect(byKey('pdp-text').schema).toBe('product-detail-text');
  });

  it('shows the Winter Sale countdown on the sale’s landing page too: one item, changed by the edition on both', () => {
    const countdown = demoItemId('home/sale-countdown');
    expect(referencedIds(byKey('category/sale').body)).toContain(countdown);
    expect(referencedIds(byKey('home').body)).toContain(countdown);
    expect(bundle.editions[0]!.items.map((entry) => entry.id)).toContain(countdown);
  });

  it('schedules the Winter Sale 30 days after the seed, for 14 days, over the home hero and countdown', () => {
    const [sale] = bundle.editions;
    const start = new Date(sale!.start).getTime();
    expect(start).toBeGreaterThan(NOW.getTime() + (SALE_STARTS_IN_DAYS - 1) * 86_400_000);
    expect(new Date(sale!.end).getTime() - start).toBe(SALE_LENGTH_DAYS * 86_400_000);
    expect(sale!.published).toBe(true);
    expect(sale!.items.map((entry) => byId.get(entry.id)!.schema)).toEqual(['hero-banner', 'countdown-timer']);
    // Seeded any other day, it is still ahead.
    const later = demoContentBundle(new Date('2027-11-30T23:59:00Z')).editions[0]!;
    expect(new Date(later.start).getTime()).toBeGreaterThan(new Date('2027-12-29T00:00:00Z').getTime());
  });
});

function collectReferences(value: unknown): { id: string; contentType: string }[] {
  if (isContentReference(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(collectReferences);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectReferences);
  return [];
}

function collectLocalised(value: unknown): { values: { locale: string; value: unknown }[] }[] {
  if (isLocalizedValue(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(collectLocalised);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectLocalised);
  return [];
}

function collectImages(value: unknown): { endpoint: string; name: string }[] {
  if (Array.isArray(value)) return value.flatMap(collectImages);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.endpoint === 'string' && typeof record.name === 'string')
    return [{ endpoint: record.endpoint, name: record.name }];
  return Object.values(record).flatMap(collectImages);
}
