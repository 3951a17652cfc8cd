import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

test.describe('store locator', () => {
  test('search by postal code and country, view hours, load more, choose a store', async ({ page }) => {
    await page.goto('/store-locator');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Store' })).toBeVisible();
    await page.getByLabel('Country').selectOption('');
    await page.getByLabel('Postal Code').fill('');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('Please select a country.')).toBeVisible();
    await expect(page.getByText('Please enter a postal code.')).toBeVisible();
    await page.getByLabel('Country').selectOption('US');
    await expect(page.getByText('Please select a country.')).toHaveCount(0);

    await page.getByLabel('Postal Code').fill('80302');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Viewing stores within' })).toHaveText(
      'Viewing stores within 100mi of 80302 in United States',
    );
    await expect(
      page.getByRole('heading', { name: 'Viewing stores within 100mi of 80302 in United States' }),
    ).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first).toContainText('Boulder');
    await expect(first).toContainText(/away/);
    await first.getByRole('button', { name: 'View More' }).click();
    await expect(first.getByText(/Monday|Mon/)).toBeVisible();
    await first.getByRole('button', { name: /Set as My Store/ }).click();
    await expect(first.getByText('My Store')).toBeVisible();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('store_ridgeline') ?? 'null'));
    expect(saved).toMatchObject({ id: expect.any(String), name: expect.any(String), inventoryId: expect.any(String) });
    await expectNoSeriousA11yViolations(page);
  });

  test('without JavaScript, an incomplete search comes back with its errors and searches nothing', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/store-locator');
    await page.getByLabel('Country').selectOption('');
    await page.getByLabel('Postal Code').fill('80302');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/countryCode=&postalCode=80302/);
    await expect(page.getByText('Please select a country.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await context.close();
  });

  test('an unknown postal code finds no locations', async ({ page }) => {
    await page.goto('/store-locator?countryCode=US&postalCode=00000');
    await expect(page.getByRole('status').filter({ hasText: 'Sorry' })).toHaveText(
      'Sorry, there are no locations in this area',
    );
  });

  test('uses the shopper’s location when they share it', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: 52.52, longitude: 13.405 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto('/store-locator');
    await expect(page.getByRole('status').filter({ hasText: 'near your location' })).toHaveText(
      'Viewing stores near your location',
    );
    await expect(page.getByRole('article').first()).toContainText('Berlin');
    await context.close();
  });

  test('asks the shopper to share their location when they refuse', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.goto('/store-locator');
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expect(page.getByText('Please agree to share your location')).toBeVisible();
    // The default search still shows: 100 km around 10178, Germany.
    await expect(page.getByRole('status').filter({ hasText: 'Viewing' })).toHaveText(
      'Viewing stores within 100km of 10178 in Germany',
    );
    await context.close();
  });

  test('the side drawer on a product page finds a store and keeps it as My Store', async ({ page }) => {
    await page.goto('/category/footwear');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await page.getByRole('button', { name: 'Find a Store' }).click();
    const drawer = page.getByRole('dialog', { name: 'Find a Store' });
    await expect(drawer).toBeVisible();
    // The default search (100 km around 10178, Germany) loads first.
    await expect(drawer.getByRole('status')).toHaveText('Viewing stores within 100km of 10178 in Germany');
    await drawer.getByLabel('Country').selectOption('CA');
    await drawer.getByLabel('Postal Code').fill('M5V 2T6');
    await drawer.getByRole('button', { name: 'Find' }).click();
    await expect(drawer.getByRole('status')).toHaveText('Viewing stores within 100km of M5V 2T6 in Canada');
    const store = drawer.getByRole('article').first();
    const name = await store.getByRole('heading').innerText();
    await expectNoSeriousA11yViolations(page);
    await store.getByRole('button', { name: /Set as My Store/ }).click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText(`My Store: ${name}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Store' })).toBeFocused();
  });
});
