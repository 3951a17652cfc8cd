import { expect, test, type Page } from '@playwright/test';

// What a shopper does before the page has hydrated is kept (decision 038): the page's scripts are
// held back here, so the shopper acts on the page exactly as the server sent it.

/** Holds every script request until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a category page's scripts are requested after its first paint and its first pictures", async ({
  page,
  browser,
  baseURL,
}) => {
  // The pictures are drawn once by the image service first (in a browser of their own, so this
  // page's cache is empty): drawn cold on a busy machine they can outlast the scripts' 3 s wait.
  const warm = await browser.newContext({ baseURL });
  await (await warm.newPage()).goto('/category/mens-clothing');
  await warm.close();
  await page.goto('/category/mens-clothing');
  // The page hydrates: the compare boxes appear only then (a listing's loader data and first
  // layout take a while on a busy two-core machine).
  await expect(page.getByRole('checkbox', { name: /^Compare/ }).first()).toBeVisible({ timeout: 30_000 });
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
    const first = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
      (img) => resources.find((entry) => entry.name === img.currentSrc)?.responseEnd ?? Infinity,
    );
    return { paint, scripts: Math.min(...scripts.map((entry) => entry.startTime)), pictures: Math.max(...first) };
  });
  expect(timing.scripts, JSON.stringify(timing)).toBeGreaterThan(timing.paint);
  expect(timing.pictures).toBeLessThan(Infinity);
  expect(timing.scripts, JSON.stringify(timing)).toBeGreaterThan(timing.pictures);
});

test('an e-mail typed before hydration reaches the sign-in form', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  const continueButton = main.getByRole('button', { name: 'Continue', exact: true });
  await main.getByLabel('Email').fill('early.shopper@example.com');
  // Nothing runs yet: the server's button stays disabled.
  await expect(continueButton).toBeDisabled();
  release();
  await expect(continueButton).toBeEnabled();
  await expect(main.getByLabel('Email')).toHaveValue('early.shopper@example.com');
  await continueButton.click();
  await expect(main.getByRole('heading', { name: 'Create An Account' })).toBeVisible();
  await expect(main.getByText('early.shopper@example.com')).toBeVisible();
});

test('a language chosen before hydration opens the page in that language', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/category/footwear', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'Language and region' }).selectOption('fr-CA');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/category\/footwear$/);
  release();
  // Hydration, the replay, then the French listing's route module and data: slow on a busy machine.
  await expect(page).toHaveURL(/\/fr-CA\/category\/footwear$/, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
});

test('a button pressed before hydration acts once the page has hydrated @mobile', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('the pointer over the menu before hydration opens it once the page has hydrated', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button').first().hover();
  const shopAll = nav.getByRole('link', { name: /^Shop all/ });
  await page.waitForTimeout(300);
  await expect(shopAll).toBeHidden();
  release();
  await expect(shopAll).toBeVisible();
});

test('the search box focused before hydration offers the recent searches once the page has hydrated', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('recent-searches', JSON.stringify(['rain jacket'])));
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  release();
  await expect(page.getByRole('heading', { name: 'Recent Searches' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'rain jacket', exact: true })).toBeVisible();
});

test('a country chosen, a postal code typed and Find pressed before hydration search once it has hydrated', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/store-locator', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Country').selectOption('CA');
  await page.getByLabel('Postal Code').fill('V6B 1A1');
  await page.getByRole('button', { name: 'Find' }).click();
  release();
  await expect(page.getByRole('heading', { name: /^Viewing stores within .* of V6B 1A1 in Canada$/ })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('CA');
  await expect(page.getByLabel('Postal Code')).toHaveValue('V6B 1A1');
});

test('a button in a part streamed after the page, pressed before hydration, acts once it has hydrated', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The content home's product carousel (New Arrivals), whose products stream after the page.
  const arrivals = page.getByRole('region', { name: 'Just landed' });
  const track = arrivals.getByRole('list').first();
  await arrivals.getByRole('button', { name: 'Next products' }).click();
  release();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('links work before hydration, without the scripts', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Site Map' }).click();
  await expect(page).toHaveURL(/\/t\/site-map$/);
});
