import { APP_CONFIG } from '@ridgeline/config';
import { DEMO_URL_REDIRECTS } from '@ridgeline/data';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import { categories, products } from '../catalog/schema.js';
import type { UrlMapping } from './contract.js';
import { importUrlRedirects } from './import-redirects.js';
import { urlRedirects } from './schema.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

function lookup(urlSegment: string, locale?: string) {
  const query = new URLSearchParams({ urlSegment, ...(locale ? { locale } : {}) });
  return t.get(`/url-mapping?${query}`);
}

async function mapped(urlSegment: string, locale?: string): Promise<UrlMapping> {
  const { status, body } = await lookup(urlSegment, locale);
  expect(status, `${urlSegment}: ${JSON.stringify(body)}`).toBe(200);
  return body as unknown as UrlMapping;
}

async function firstProduct(locale = 'en-US') {
  const { body } = await t.get(`/product-index?limit=1&locale=${locale}`);
  return (body as unknown as { entries: { productId: string; slugUrl: string }[] }).entries[0]!;
}

describe('GET /url-mapping: stored legacy redirects', () => {
  it('sends old category folders to the category, however the path is spelled', async () => {
    for (const segment of ['/mens/jackets/', 'mens/jackets', '/Mens/Jackets?utm_source=mail', '/mens//jackets/#x']) {
      expect(await mapped(segment)).toEqual({
        resourceType: 'category',
        resourceId: 'mens-clothing-jackets',
        statusCode: 301,
      });
    }
  });

  it('sends old .html product pages to the product, and pipeline URLs to the pages that replaced them', async () => {
    expect(await mapped('/RL100003.html')).toEqual({
      resourceType: 'product',
      resourceId: 'RL100003',
      statusCode: 301,
    });
    expect(await mapped('/on/demandware.store/Sites-ridgeline-Site/en_US/Stores-Find')).toEqual({
      resourceType: 'redirect',
      destinationUrl: '/store-locator',
      statusCode: 301,
    });
    expect(await mapped('/about-us.html')).toEqual({
      resourceType: 'content_asset',
      resourceId: 'about-us',
      statusCode: 301,
    });
  });

  it('maps every demo redirect on the demo catalogue', async () => {
    for (const redirect of DEMO_URL_REDIRECTS) {
      const mapping = await mapped(redirect.path);
      if (redirect.resource)
        expect(mapping).toMatchObject({ resourceType: redirect.resource.type, resourceId: redirect.resource.id });
      else expect(mapping).toMatchObject({ resourceType: 'redirect', destinationUrl: redirect.destinationUrl });
    }
  });

  it('keeps the status a redirect was stored with', async () => {
    const giftCertificates = await mapped('/gift-certificates/');
    expect(giftCertificates.statusCode).toBe(302);
    expect(giftCertificates.destinationUrl).toMatch(new RegExp(`^${APP_CONFIG.legacyStorefrontOrigin}/`));
  });

  it('comes before the catalogue, so a merchant can move any URL', async () => {
    await importUrlRedirects(t.handle.db, [{ path: '/c/mens-jackets/', destinationUrl: '/c/mens-fleece' }]);
    expect(await mapped('/c/mens-jackets')).toMatchObject({
      resourceType: 'redirect',
      destinationUrl: '/c/mens-fleece',
    });
  });

  it('does not point at a product or category taken offline', async () => {
    await t.handle.db.update(products).set({ online: false }).where(eq(products.id, 'RL100003'));
    await t.handle.db.update(categories).set({ online: false }).where(eq(categories.id, 'mens-clothing-jackets'));
    expect((await lookup('/RL100003.html')).status).toBe(404);
    expect((await lookup('/mens/jackets/')).status).toBe(404);
  });
});

describe('GET /url-mapping: product paths', () => {
  it('finds a product by its slug in either language, in any case and with a trailing slash', async () => {
    const en = await firstProduct('en-US');
    const fr = await firstProduct('fr-CA');
    const expected = { resourceType: 'product', resourceId: en.productId };
    expect(await mapped(`/p/${en.slugUrl}`)).toEqual(expected);
    expect(await mapped(`P/${en.slugUrl.toUpperCase()}/`)).toEqual(expected);
    expect(await mapped(`/p/${fr.slugUrl}`, 'fr-CA')).toEqual(expected);
  });

  it('finds /p/noslug-{productId}.html by id, and only online products', async () => {
    expect(await mapped('/p/noslug-RL100005.html')).toEqual({ resourceType: 'product', resourceId: 'RL100005' });
    expect((await lookup('/p/noslug-RL999999.html')).status).toBe(404);
    const { productId, slugUrl } = await firstProduct();
    await t.handle.db.update(products).set({ online: false }).where(eq(products.id, productId));
    expect((await lookup(`/p/${slugUrl}`)).status).toBe(404);
    expect((await lookup(`/p/noslug-${productId}.html`)).status).toBe(404);
  });

  it('finds the bare /{slug} and /{slug}.html of legacy storefronts', async () => {
    const { productId, slugUrl } = await firstProduct();
    expect(await mapped(`/${slugUrl}`)).toEqual({ resourceType: 'product', resourceId: productId });
    expect(await mapped(`/${slugUrl}.html`)).toEqual({ resourceType: 'product', resourceId: productId });
  });
});

describe('GET /url-mapping: category paths', () => {
  const category = (id: string) => ({ resourceType: 'category', resourceId: id });

  it('finds /c/{slug} in either language and /c/{categoryId}', async () => {
    expect(await mapped('/c/mens-jackets')).toEqual(category('mens-clothing-jackets'));
    expect(await mapped('/c/vestes-homme/', 'fr-CA')).toEqual(category('mens-clothing-jackets'));
    expect(await mapped('/c/mens-clothing-jackets/')).toEqual(category('mens-clothing-jackets'));
  });

  it('finds the bare category paths of the legacy storefront (/mens-clothing, /hiking-boots.html)', async () => {
    expect(await mapped('/mens-clothing')).toEqual(category('mens-clothing'));
    expect(await mapped('/hiking-boots.html')).toEqual(category('footwear-hiking-boots'));
  });

  it('finds custom URLs: paths, bare values and legacy storefront URLs, not other sites', async () => {
    const set = (id: string, fields: Partial<typeof categories.$inferInsert>) =>
      t.handle.db.update(categories).set(fields).where(eq(categories.id, id));
    await set('mens-clothing-fleece', { alternativeUrl: '/mens-warm-layers/' });
    await set('womens-clothing-jackets', { pageUrl: `${APP_CONFIG.legacyStorefrontOrigin}/womens/outerwear/` });
    await set('kids-clothing-tops', { pageUrl: 'kids-tees' });
    await set('footwear-sandals', { alternativeUrl: 'https://blog.example.com/summer-sandals/' });
    expect(await mapped('/Mens-Warm-Layers')).toEqual(category('mens-clothing-fleece'));
    expect(await mapped('/womens/outerwear/')).toEqual(category('womens-clothing-jackets'));
    expect(await mapped('/c/kids-tees')).toEqual(category('kids-clothing-tops'));
    expect((await lookup('/summer-sandals')).status).toBe(404);
  });

  it('tries candidates in the spec’s order, and the shopper’s language before others', async () => {
    // Another category's alternative URL outranks this one's slug.
    await t.handle.db
      .update(categories)
      .set({ alternativeUrl: 'mens-jackets' })
      .where(eq(categories.id, 'accessories-hats'));
    expect(await mapped('/c/mens-jackets')).toEqual(category('accessories-hats'));
    // A French slug that is also another category's English slug: the locale decides.
    await t.handle.db
      .update(categories)
      .set({ slugUrl: { en: 'packs', fr: 'sandals' } })
      .where(eq(categories.id, 'accessories-packs'));
    expect(await mapped('/c/sandals', 'fr-CA')).toEqual(category('accessories-packs'));
    expect(await mapped('/c/sandals', 'en-US')).toEqual(category('footwear-sandals'));
  });

  it('leaves offline categories unmapped', async () => {
    await t.handle.db.update(categories).set({ online: false }).where(eq(categories.id, 'footwear-sandals'));
    expect((await lookup('/c/sandals')).status).toBe(404);
    expect((await lookup('/sandals')).status).toBe(404);
  });
});

describe('GET /url-mapping: errors', () => {
  it('answers 404 naming the normalised path when nothing maps', async () => {
    const { status, body } = await lookup('/No/Such/Page.html?x=1');
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: 'not_found', message: "URL '/No/Such/Page.html' was not found." });
    expect((await lookup('/')).status).toBe(404);
  });

  it.each([
    ['an empty path', '', 'urlSegment'],
    ['broken percent-encoding', '/c/%E0%A4%A', 'malformed percent-encoding'],
    ['a NUL', '/c/%00', 'control characters'],
    ['a .. segment', '/mens/../account', '. or .. segments'],
    ['a full URL', 'https://www.ridgeline.com/mens/', 'not a full URL'],
    ['a path over 2048 characters', `/${'x'.repeat(2048)}`, 'urlSegment'],
  ])('answers 400 for %s with a message that says why', async (_label, segment, reason) => {
    const { status, body } = await lookup(segment);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(reason);
  });

  it('answers 400 without a urlSegment, and for a locale that is not one', async () => {
    expect((await t.get('/url-mapping')).status).toBe(400);
    expect((await lookup('/mens/', 'french')).status).toBe(400);
  });
});

describe('importUrlRedirects', () => {
  it('stores paths normalised as lookups normalise them, once', async () => {
    const redirect = { path: '/Sale/Winter%20Boots/', resource: { type: 'category', id: 'sale' } } as const;
    expect(await importUrlRedirects(t.handle.db, [redirect])).toBe(1);
    expect(await importUrlRedirects(t.handle.db, [redirect, { ...redirect, path: 'sale/winter boots' }])).toBe(0);
    const [row] = await t.handle.db.select().from(urlRedirects).where(eq(urlRedirects.path, '/sale/winter boots'));
    expect(row).toMatchObject({ resourceType: 'category', resourceId: 'sale', statusCode: 301 });
    expect(await mapped('/SALE/winter%20boots/')).toMatchObject({ resourceId: 'sale' });
  });

  it('refuses open redirects, two targets at once and paths that are not paths, naming the redirect', async () => {
    await expect(
      importUrlRedirects(t.handle.db, [{ path: '/old', destinationUrl: 'https://evil.example/' }]),
    ).rejects.toThrow(/Redirect #0 \(\/old\).*destinationUrl/);
    await expect(
      importUrlRedirects(t.handle.db, [
        { path: '/old', destinationUrl: '/cart', resource: { type: 'product', id: 'RL100003' } },
      ]),
    ).rejects.toThrow(/either destinationUrl or resource/);
    await expect(importUrlRedirects(t.handle.db, [{ path: '/a/../b', destinationUrl: '/cart' }])).rejects.toThrow(
      /\. or \.\. segments/,
    );
  });
});
