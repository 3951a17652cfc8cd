import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/** Old links keep working: the catch-all looks unknown paths up before it answers 404 (decision 011). */
test.describe('URL mapping', () => {
  test('a legacy category folder redirects permanently to the category page', async ({ page, request }) => {
    const response = await request.get('/mens/jackets/?utm_source=newsletter', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/c/mens-jackets?utm_source=newsletter');

    await page.goto('/fr-CA/mens/jackets/');
    await expect(page).toHaveURL(/\/fr-CA\/c\/vestes-homme$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vestes et manteaux' })).toBeVisible();
  });

  test('a legacy product page and a bare product slug land on the product', async ({ page, request }) => {
    const product = (await (await request.get('/api/products/RL100003')).json()) as { name: string; slugUrl: string };
    const legacy = await request.get('/RL100003.html', { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    expect(legacy.headers()['location']).toBe(`/p/${product.slugUrl}`);

    await page.goto(`/${product.slugUrl}`);
    await expect(page).toHaveURL(new RegExp(`/p/${product.slugUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    // /product/{slug} is a product page too (spec 2 §2).
    const bySlug = await page.goto(`/product/${product.slugUrl}`);
    expect(bySlug?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect((await page.goto('/product/no-such-product-or-slug'))?.status()).toBe(404);
  });

  test('a path nothing maps to shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/mens/no-such-folder/old-page.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "The page you're looking for can't be found." })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
