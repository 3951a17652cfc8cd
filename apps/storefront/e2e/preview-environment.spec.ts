import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/** The Winter Sale edition starts 30 days after the seed, for 14 days (content-items/winter-sale.ts). */
const SALE_LIVE = 'The Winter Sale ends in';
const SALE_AHEAD = 'The Winter Sale starts in';
const inTheSale = () => Date.now() + 40 * 86_400_000;

test.describe('the content preview environment and its toolbar (spec 3 §2.8, §4.2)', () => {
  test('vse and vse-timestamp preview the shop at a moment, follow client-side navigation, and end on a first load without them', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const response = await page.goto(`/?vse=staging&vse-timestamp=${inTheSale()}`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByText(SALE_LIVE)).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'vse')).toMatchObject({ value: 'staging', httpOnly: true });

    // The toolbar: Preview (a timestamp is given), Environments, Personalisation, View settings.
    await page.getByRole('button', { name: 'Preview: staging' }).click();
    const toolbar = page.getByRole('dialog', { name: 'Preview toolbar' });
    await expect(toolbar).toBeVisible({ timeout: 30_000 });
    for (const section of ['Preview', 'Environments', 'Personalisation', 'View settings']) {
      await expect(toolbar.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    const opacity = toolbar.getByLabel('Toolbar opacity');
    await expect(opacity).toHaveAttribute('min', '0.5');
    await expect(opacity).toHaveAttribute('max', '1');
    await opacity.fill('0.6');
    await expect(toolbar.getByTestId('preview-toolbar')).toHaveAttribute('style', /opacity: 0\.6/);
    // The preview date cannot be earlier than today.
    const date = toolbar.getByLabel('Date', { exact: true });
    await expect(date).toHaveAttribute('min', new Date().toISOString().slice(0, 10));
    await expectNoSeriousA11yViolations(page);
    await toolbar.getByRole('button', { name: 'Close' }).click();

    // A client-side navigation keeps previewing and copies the parameters back into the address.
    await page.getByRole('navigation').getByRole('link', { name: 'Footwear' }).first().click();
    await expect(page).toHaveURL(/\/c\/.*[?&]vse=staging&vse-timestamp=\d+/);

    // A first load whose address lacks them ends the preview and clears the cookies.
    const plain = await page.goto('/');
    expect(plain?.headers()['cache-control'] ?? '').not.toContain('no-store');
    await expect(page.getByText(SALE_AHEAD)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Preview: staging' })).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'vse')).toBeUndefined();
  });

  test('previewing the sale’s moment shows the Winter Sale’s price book on product pages', async ({ request }) => {
    const listing = await (await request.get('/c/footwear-winter-boots')).text();
    const path = /href="(\/p\/[^"?]+)/.exec(listing)![1]!;
    const id = /-(rl\d+)$/i.exec(path)![1]!.toUpperCase();
    const moment = new Date(inTheSale()).toISOString();
    const api = (query: string) =>
      request.get(`/api/products/${id}?locale=en-US&currency=USD${query}`).then((r) => r.json()) as Promise<{
        price: number;
      }>;
    const [now, inSale] = await Promise.all([api(''), api(`&effectiveDateTime=${encodeURIComponent(moment)}`)]);
    // A quarter off while the sale's books apply.
    expect(inSale.price).toBeCloseTo(now.price * 0.75, 1);
    const salePrice = `$${inSale.price.toFixed(2)}`;
    expect(await (await request.get(path)).text()).not.toContain(salePrice);
    const previewed = await request.get(`${path}?vse=staging&vse-timestamp=${inTheSale()}`);
    expect(previewed.headers()['cache-control']).toBe('private, no-store');
    expect(await previewed.text()).toContain(salePrice);
  });

  test('an environment the shop does not list is ignored', async ({ request }) => {
    const response = await request.get(`/?vse=production-hack&vse-timestamp=${inTheSale()}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(SALE_AHEAD);
    expect(html).not.toContain(SALE_LIVE);
    expect(response.headers()['set-cookie'] ?? '').not.toContain('vse=production-hack');
  });

  test('author preview mode shows nothing to a visitor without a staff session', async ({ page }) => {
    const response = await page.goto('/?pagePreview=on');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByText(SALE_AHEAD)).toBeVisible();
    await expect(page.locator('[data-author-overlay]')).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'pagePreview')).toMatchObject({ httpOnly: true });
  });
});
