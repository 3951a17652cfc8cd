import { expect, test } from '@playwright/test';

test('a product page has its title, description, canonical, hreflang and JSON-LD', async ({ page }) => {
  await page.goto('/fr-CA/category/footwear');
  const tileName = await page.getByRole('article').first().getByRole('heading').innerText();
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tileName);
  const name = tileName;
  await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  const path = new URL(page.url()).pathname;
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path}$`));
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(hreflangs).toEqual(['en-US', 'en-CA', 'fr-CA', 'x-default']);
  const readBlocks = () =>
    page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((e) => JSON.parse(e.textContent!)));
  // The page is rendered client-side after the click: wait until its structured data is in place.
  await expect
    .poll(async () => (await readBlocks()).find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement.at(-1).name)
    .toBe(name);
  const blocks = await readBlocks();
  const product = blocks.find((b) => b['@type'] === 'Product');
  expect(product.name).toBe(name);
  expect(product.offers.length).toBeGreaterThan(0);
  expect(product.offers[0].priceCurrency).toBe('CAD');
});

test('robots.txt and the sitemaps list every locale’s pages and products', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /checkout');
  const index = await (await request.get('/sitemap.xml')).text();
  for (const locale of ['en-US', 'en-CA', 'fr-CA']) {
    expect(index).toContain(`${baseURL}/sitemaps/${locale}/pages.xml`);
    expect(index).toContain(`${baseURL}/sitemaps/${locale}/products-1.xml`);
  }
  const products = await request.get('/sitemaps/fr-CA/products-1.xml');
  expect(products.headers()['content-type']).toContain('application/xml');
  const xml = await products.text();
  expect(xml.match(/<url>/g)?.length).toBeGreaterThan(300);
  expect(xml).toContain(`<loc>${baseURL}/fr-CA/p/`);
  expect(xml).toContain('hreflang="en-US"');
  const pages = await (await request.get('/sitemaps/en-US/pages.xml')).text();
  expect(pages).toContain(`<loc>${baseURL}/</loc>`);
  expect((await request.get('/sitemaps/xx-XX/pages.xml')).status()).toBe(404);
});

test("a page's title is in its language, after the first load and after a navigation", async ({ page }) => {
  await page.goto('/fr-CA/store-locator');
  await expect(page).toHaveTitle('Trouver un magasin | Ridgeline');
  await page.goto('/store-locator');
  await expect(page).toHaveTitle('Find a Store | Ridgeline');
  await page.goto('/fr-CA/cart');
  await expect(page).toHaveTitle('Votre panier | Ridgeline');
  // A navigation in the browser: React Router writes the title from the same catalogue.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Trouver un magasin' }).click();
  await expect(page).toHaveURL(/\/fr-CA\/store-locator$/);
  await expect(page).toHaveTitle('Trouver un magasin | Ridgeline');
});
