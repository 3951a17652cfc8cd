import { DEMO_CONTENT, seedContent } from '@ridgeline/data';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import { contentAssets } from './schema.js';
import { importContentAssets, type ContentAssetInput } from './import-content.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
  // The demo articles are in the template; these tests bring their own.
  await t.handle.db.delete(contentAssets);
});
afterEach(async () => {
  await t.close();
});

function article(id: string, overrides: Partial<ContentAssetInput> = {}): ContentAssetInput {
  return {
    id,
    name: { en: `Guide ${id}`, fr: `Guide ${id} (fr)` },
    description: { en: 'What to know.', fr: 'Ce qu’il faut savoir.' },
    body: { en: '<p>Plain text.</p>', fr: '<p>Texte simple.</p>' },
    keywords: { en: '', fr: '' },
    publishedAt: '2026-05-01',
    ...overrides,
  };
}

async function suggested(q: string, locale = 'en-US'): Promise<{ id: string; name: string }[]> {
  const { status, body } = await t.get(`/search-suggestions?q=${encodeURIComponent(q)}&locale=${locale}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.contentSuggestions as { content: { id: string; name: string }[] }).content;
}

describe('GET /content/{id}', () => {
  it('answers an article in the shopper’s language with its online categories, in the article’s order', async () => {
    await importContentAssets(t.handle.db, [
      article('layering', {
        name: { en: 'How to Layer', fr: 'Superposer ses vêtements' },
        body: {
          en: '<h2>Base</h2><p>Merino <strong>first</strong>.</p>',
          fr: '<h2>Base</h2><p>Le mérinos d’abord.</p>',
        },
        categoryIds: ['mens-clothing-fleece', 'no-such-category', 'mens-clothing-base-layers', 'footwear'],
      }),
    ]);
    const en = await t.get('/content/layering?locale=en-US');
    expect(en.status).toBe(200);
    expect(en.body).toEqual({
      id: 'layering',
      kind: 'article',
      language: 'en',
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      name: 'How to Layer',
      description: 'What to know.',
      publishedAt: '2026-05-01',
      body: '<h2>Base</h2><p>Merino <strong>first</strong>.</p>',
      categories: [
        { id: 'mens-clothing-fleece', name: 'Fleece', parentCategoryName: "Men's Clothing" },
        { id: 'mens-clothing-base-layers', name: 'Base Layers', parentCategoryName: "Men's Clothing" },
        { id: 'footwear', name: 'Footwear' },
      ],
    });
    const fr = await t.get('/content/layering?locale=fr-CA');
    expect(fr.body).toMatchObject({
      name: 'Superposer ses vêtements',
      language: 'fr',
      categories: [
        { name: 'Polaires', parentCategoryName: 'Vêtements pour homme' },
        { name: 'Couches de base' },
        { name: 'Chaussures' },
      ],
    });
  });

  it('falls back to English where an article has no French', async () => {
    await importContentAssets(t.handle.db, [
      article('english-only', {
        name: { en: 'Only English' },
        description: { en: 'Text.' },
        body: { en: '<p>Hi</p>' },
      }),
    ]);
    expect((await t.get('/content/english-only?locale=fr-CA')).body).toMatchObject({
      name: 'Only English',
      body: '<p>Hi</p>',
      language: 'en',
    });
  });

  it('answers 404 for an article that is not there or is offline, and 400 for an id that cannot be one', async () => {
    await importContentAssets(t.handle.db, [article('hidden', { online: false })]);
    expect((await t.get('/content/hidden')).status).toBe(404);
    expect((await t.get('/content/missing')).status).toBe(404);
    const bad = await t.get('/content/Bad%20Id');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/lower-case letters/);
  });
});

describe('GET /content', () => {
  it('lists online articles newest first, a page at a time', async () => {
    await importContentAssets(t.handle.db, [
      article('older', { publishedAt: '2026-01-01' }),
      article('newest', { publishedAt: '2026-09-01' }),
      article('middle', { publishedAt: '2026-05-01' }),
      article('offline', { publishedAt: '2026-10-01', online: false }),
    ]);
    const first = await t.get('/content?limit=2');
    expect(first.body).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect((first.body.data as { id: string }[]).map((a) => a.id)).toEqual(['newest', 'middle']);
    const second = await t.get('/content?limit=2&offset=2&locale=fr-CA');
    expect(second.body.data).toEqual([
      {
        id: 'older',
        kind: 'article',
        name: 'Guide older (fr)',
        description: 'Ce qu’il faut savoir.',
        publishedAt: '2026-01-01',
        updatedAt: expect.any(String),
      },
    ]);
    expect((await t.get('/content?limit=501')).status).toBe(400);
  });

  it('lists one kind when asked', async () => {
    await importContentAssets(t.handle.db, [article('guide'), article('terms', { kind: 'page' })]);
    const pages = await t.get('/content?kind=page');
    expect(pages.body).toMatchObject({ total: 1, data: [{ id: 'terms', kind: 'page' }] });
    expect((await t.get('/content?kind=article')).body).toMatchObject({ total: 1, data: [{ id: 'guide' }] });
    expect((await t.get('/content?kind=blog')).status).toBe(400);
  });
});

describe('content suggestions (GET /search-suggestions)', () => {
  beforeEach(async () => {
    await importContentAssets(t.handle.db, [
      article('boot-fitting', {
        name: { en: 'Fitting Hiking Boots', fr: 'Bien ajuster ses bottes de randonnée' },
        description: { en: 'Sizing and break-in.', fr: 'Pointure et rodage.' },
        publishedAt: '2026-03-01',
      }),
      article('trail-food', {
        name: { en: 'Snacks for the Trail', fr: 'Collations pour le sentier' },
        keywords: { en: 'hiking, food', fr: 'randonnée, nourriture' },
        publishedAt: '2026-06-01',
      }),
      article('camp-care', {
        name: { en: 'Caring for Gear', fr: 'Entretenir son équipement' },
        body: { en: '<p>After hiking, dry the boots.</p>', fr: '<p>Après la randonnée, séchez les bottes.</p>' },
        publishedAt: '2026-09-01',
      }),
      article('off-trail', { name: { en: 'Hiking Offline', fr: 'Randonnée' }, online: false }),
    ]);
  });

  it('matches the words typed so far, the last as a prefix, a name before keywords before body text', async () => {
    expect(await suggested('hik')).toEqual([
      { id: 'boot-fitting', name: 'Fitting Hiking Boots' },
      { id: 'trail-food', name: 'Snacks for the Trail' },
    ]);
    // Stemmed: "boots" finds "boot"; every word must match.
    expect((await suggested('dry boots')).map((c) => c.id)).toEqual(['camp-care']);
    expect(await suggested('kayak')).toEqual([]);
  });

  it('searches the French text for French shoppers and names the articles in French', async () => {
    expect(await suggested('randonn', 'fr-CA')).toEqual([
      { id: 'boot-fitting', name: 'Bien ajuster ses bottes de randonnée' },
      { id: 'trail-food', name: 'Collations pour le sentier' },
    ]);
  });

  it('gives at most 2, and none for offline articles or markup', async () => {
    const found = await suggested('hiking');
    expect(found).toHaveLength(2);
    expect(found.map((c) => c.id)).not.toContain('off-trail');
    expect(await suggested('strong')).toEqual([]);
  });
});

describe('importContentAssets', () => {
  it('sanitises bodies, replaces an article published again and refuses a bad one whole', async () => {
    await importContentAssets(t.handle.db, [
      article('x', {
        body: {
          en: '<p onclick="alert(1)">Hi<script>alert(2)</script> <a href="javascript:x">there</a></p><img src=x>',
        },
      }),
    ]);
    expect((await t.get('/content/x')).body.body).toBe('<p>Hi there</p>');
    await importContentAssets(t.handle.db, [article('x', { name: { en: 'Renamed' } })]);
    expect((await t.get('/content/x')).body.name).toBe('Renamed');
    await expect(importContentAssets(t.handle.db, [article('y'), article('Bad Id')])).rejects.toThrow(
      /Article #1 \(Bad Id\) is not valid: id:/,
    );
    await expect(importContentAssets(t.handle.db, [article('z'), article('z')])).rejects.toThrow(/appears twice/);
    // A body with no text once sanitised: no English is no article; no French is no translation.
    await expect(
      importContentAssets(t.handle.db, [article('w', { body: { en: '<p><img src=x></p><br>' } })]),
    ).rejects.toThrow(/Article #0 \(w\) is not valid: body.en: no text is left once sanitised/);
    await importContentAssets(t.handle.db, [
      article('v', { body: { en: '<p>Hi</p>', fr: '<p> <table></table></p>' } }),
    ]);
    expect((await t.get('/content/v?locale=fr-CA')).body).toMatchObject({ body: '<p>Hi</p>', language: 'en' });
    expect((await t.get('/content/y')).status).toBe(404);
  });
});

describe('the demo content', () => {
  it('is seeded into an empty shop once, and what quick search offers opens', async () => {
    expect(await seedContent(t.handle)).toEqual({ seeded: true, articles: DEMO_CONTENT.length });
    expect(await seedContent(t.handle)).toEqual({ seeded: false, reason: 'already-seeded' });
    const layering = await suggested('layer');
    expect(layering.map((c) => c.id)).toContain('how-to-layer-for-winter-hiking');
    expect((await suggested('retours', 'fr-CA')).map((c) => c.id)).toContain('returns-exchanges');
    for (const { id } of [...layering, ...(await suggested('boots'))]) {
      expect((await t.get(`/content/${id}`)).status).toBe(200);
    }
    // The checkout footer's service pages are there (spec 3 §2.5).
    for (const id of ['shipping', 'returns-exchanges', 'terms-conditions', 'privacy-policy']) {
      expect((await t.get(`/content/${id}?locale=fr-CA`)).status, id).toBe(200);
    }
  });
});
