import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * The country selector (spec 3 §2.7, §4.6, §7): the e2e server takes the visitor's country from
 * the `cf-ipcountry` header (VISITOR_COUNTRY_HEADER in playwright.config.ts), as behind a CDN.
 */
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

async function countryCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'rl_country');
}

/** Loads a page and lets it settle, counting the verification requests it made. */
async function settledVisit(page: Page, path: string) {
  const asked: string[] = [];
  const listener = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === '/country-verify') asked.push(request.url());
  };
  page.on('request', listener);
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  return asked;
}

async function expectFlagShown(page: Page, scope: ReturnType<Page['locator']>, count: number) {
  const flags = scope.locator('img[src*="/api/country/flags.svg"]');
  await expect(flags).toHaveCount(count);
  for (const flag of await flags.all()) {
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

test.describe('the country selector modal', () => {
  test('a visitor from Germany: the modal, axe, keyboard, Escape stores the cookie for 30 days, and it stays shut', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Choose your country' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('Your location: Germany');
    await expect(dialog.getByRole('region', { name: 'Germany' })).toContainText("We don't ship to this country yet.");
    const home = dialog.getByRole('region', { name: 'United States' });
    await expect(home.getByRole('link', { name: 'English (United States)' })).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('link', { name: 'View all countries' })).toHaveAttribute('href', '/international');
    await expectFlagShown(page, dialog, 3);
    await expectNoSeriousA11yViolations(page);

    // Keyboard: focus starts on Close, Tab walks the dialog's controls in order.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(home.getByRole('link', { name: 'English (United States)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'View all countries' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const cookie = await countryCookie(page);
    expect(cookie?.value).toBe('US');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(THIRTY_DAYS_S - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(THIRTY_DAYS_S + 5);

    // With the cookie, the page does not even ask again, and no modal opens.
    expect(await settledVisit(page, '/')).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a visitor from Canada on the US site chooses Français (Canada) by keyboard and lands there', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'CA' });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Choose your country' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('Your location: Canada');
    const canada = dialog.getByRole('region', { name: 'Canada' });
    await expect(canada.getByRole('link', { name: 'English (Canada)' })).toBeVisible();
    const french = canada.getByRole('link', { name: 'Français (Canada)' });
    for (let i = 0; i < 6 && !(await french.evaluate((link) => link === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(french).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr-CA\/home$/);
    await expect(dialog).toBeHidden();
    expect((await countryCookie(page))?.value).toBe('CA');

    expect(await settledVisit(page, '/fr-CA/home')).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the international page lists the countries and languages the shop serves; no modal for a visitor at home', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
  const verification = page.waitForResponse((r) => new URL(r.url()).pathname === '/country-verify');
  await page.goto('/international');
  // A visitor in the locale's own country: asked, no overlay, no modal.
  expect(await (await verification).json()).toEqual({
    overlayDetails: null,
    flagsIconUrl: '/api/country/flags.svg?codes=US',
    viewAllCountriesUrl: '/international',
    modalTitle: 'Choose your country',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your location and language' })).toBeVisible();
  const us = page.getByRole('region', { name: 'United States' });
  const canada = page.getByRole('region', { name: 'Canada' });
  await expect(us.getByRole('link', { name: 'English (United States) (USD)' })).toHaveAttribute('aria-current', 'true');
  await expect(canada.getByRole('link', { name: 'English (Canada) (CAD)' })).toHaveAttribute('href', '/en-CA/home');
  await expect(canada.getByRole('link', { name: 'Français (Canada) (CAD)' })).toHaveAttribute('href', '/fr-CA/home');
  await expectFlagShown(page, page.locator('main'), 2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The page's question refuses a locale the shop does not have, cleanly.
  for (const query of ['locale=de-DE', 'locale=', '']) {
    const refused = await page.request.get(`/country-verify?${query}`);
    expect(refused.status()).toBe(400);
  }

  // Without a country (127.0.0.1 is in none): French names, the current locale marked.
  await page.setExtraHTTPHeaders({});
  await page.goto('/fr-CA/international');
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre région et votre langue' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'États-Unis' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Canada' }).getByRole('link', { name: 'Français (Canada) (CAD)' }),
  ).toHaveAttribute('aria-current', 'true');
});
