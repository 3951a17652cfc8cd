import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

// Offline handling (spec 3 §4.7, §8; decision 052): the banner, the offline message when a page
// chunk fails, and pages kept by the service worker.

const BANNER = "You're currently browsing in offline mode.";
const TITLE = 'You are currently offline';
const BODY = "We couldn't load the next page on this connection. Please try again";
const RETRY = 'Retry Connection';

/** Hydrated, and React Router has learnt the category route from the page's links (route discovery). */
async function ready(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(() => {
    const routes = (window as unknown as { __reactRouterManifest?: { routes: object } }).__reactRouterManifest?.routes;
    return Boolean(routes && 'category-slug' in routes);
  });
}
const offlineHeading = (page: Page) => page.getByRole('heading', { level: 1, name: TITLE });
/** The page a link leads to, whether or not the shop adds its trailing slash. */
const at = (path: string) => (url: URL) => url.pathname.replace(/\/$/, '') === path.replace(/\/$/, '');
const categoryTile = (page: Page) =>
  page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link').first();

test('the banner says the visitor browses offline while the browser is offline', async ({ page, context }) => {
  await page.goto('/');
  await ready(page);
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toHaveText(BANNER);
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('a page chunk that fails shows the offline message until the shopper retries or goes elsewhere', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('ChunkLoadError')) failures.push(message.text());
  });
  await page.goto('/');
  await ready(page);
  const tile = categoryTile(page);
  const target = (await tile.getAttribute('href'))!;
  // The category page's chunk fails, as on a lost connection.
  const categoryChunk = /\/assets\/category-[\w-]+\.js$/;
  const blocked = (route: { abort: (code: string) => Promise<void> }) => route.abort('internetdisconnected');
  await page.route(categoryChunk, blocked);
  await tile.click();

  await expect(offlineHeading(page)).toBeVisible();
  await expect(page.getByText(BODY, { exact: true })).toBeVisible();
  const retry = page.getByRole('button', { name: RETRY });
  await expect(retry).toBeVisible();
  await expect(offlineHeading(page)).toBeFocused();
  // The page stays where it was; the failure is a ChunkLoadError with its type and url.
  expect(new URL(page.url()).pathname).toBe('/');
  expect(failures[0]).toMatch(/^ChunkLoadError: Loading chunk failed\.\n\(error: \/assets\/category-[\w-]+\.js\)/);
  await expectNoSeriousA11yViolations(page);

  // Retrying on the same connection fails again: the message stays.
  await retry.click();
  await expect.poll(() => failures.length).toBeGreaterThan(1);
  await expect(offlineHeading(page)).toBeVisible();

  // Going elsewhere (home, whose code is loaded) takes the message away.
  await page.getByRole('link', { name: 'Ridgeline home' }).click();
  await expect(offlineHeading(page)).toHaveCount(0);
  await expect(categoryTile(page)).toBeVisible();

  // The connection is back: Retry Connection loads the page.
  await categoryTile(page).click();
  await expect(offlineHeading(page)).toBeVisible();
  await page.unroute(categoryChunk, blocked);
  await page.getByRole('button', { name: RETRY }).click();
  await expect(page).toHaveURL(at(target));
  await expect(offlineHeading(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('offline, a page whose chunk cannot load shows the message until the browser is back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await ready(page);
  const tile = categoryTile(page);
  const target = (await tile.getAttribute('href'))!;
  await context.setOffline(true);
  await tile.click();
  await expect(offlineHeading(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL(at(target));
  await expect(offlineHeading(page)).toHaveCount(0);
});

test('a visited page opens offline from the service worker; another shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await ready(page);
  // The worker registers once the page is idle, then keeps the page.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/'))), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();

  // A page never visited: the offline page of its locale, with the same message.
  const never = await page.goto('/fr-CA/store-locator');
  expect(never?.ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes actuellement hors ligne' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer la connexion' })).toBeVisible();
  await page.goto('/store-locator');
  await expect(offlineHeading(page)).toBeVisible();
  await expect(page.getByText(BODY, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: RETRY })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(BANNER);
  await expectNoSeriousA11yViolations(page);
});

test('the web app manifest names the shop in the theme colour, and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as { icons: { src: string; type: string }[] } & Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Ridgeline', start_url: '/', display: 'standalone', theme_color: '#e8e9e9' });
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain(icon.type);
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
});
