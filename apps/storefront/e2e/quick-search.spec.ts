import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

test('quick search: suggestions after 3 characters, top results, view all, recent searches @listing', async ({
  page,
}) => {
  // The page's clock is ours: typing however slowly, only the debounce decides what is asked.
  await page.clock.install();
  await page.goto('/');
  // Typed into a page that has hydrated (typing before is kept, but replayed as one change: decision 038).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.clock.pauseAt(Date.now() + 1_000);
  const asked: string[] = [];
  const sources: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/search-suggestions') asked.push(new URL(r.url()).searchParams.get('q')!);
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/search-suggestions') sources.push(r.headers()['server-timing'] ?? '');
  });
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('ja');
  await box.fill('jac');
  await box.fill('jacket');
  await page.clock.runFor(499);
  expect(asked).toEqual([]);
  await page.clock.runFor(1);
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Top Results' })).toBeVisible();
  // Nothing is asked for under 3 characters, and the debounce sends only the settled text.
  expect(asked).toEqual(['jacket']);
  // Each store asks the search that feeds its listings (playwright.config.ts runs @listing tests on both).
  const source = test.info().project.name === 'search-engine' ? 'search-engine' : 'commerce';
  expect(sources).toEqual([`suggest;desc="${source}"`]);
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/search\?q=jacket&searchmethod=typeAheadSearch/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('jacket');

  // The term is remembered and offered on the next focus.
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  await expect(page.getByRole('heading', { name: 'Recent Searches' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'jacket', exact: true })).toBeVisible();
});

test('quick search: submitting a blank search does nothing, a typed one searches', async ({ page }) => {
  await page.goto('/category/footwear');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/category\/footwear$/);
  await box.fill('boots');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=boots&searchmethod=manualSearch/);
});

test('quick search: no results and did-you-mean @listing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search' }).fill('jaket');
  await expect(page.getByText(/Did you mean/)).toBeVisible();
});

test('from the desktop breakpoint (992 px) the header holds the search box and its popover, below it a drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill('jacket');
  await expect(page.getByRole('heading', { name: 'Top Results' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The popover stays on the screen, however narrow the desktop.
  const searchbox = page.getByRole('searchbox', { name: 'Search' });
  const panel = page.locator(`[id="${await searchbox.getAttribute('aria-controls')}"]`);
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1000);

  await page.setViewportSize({ width: 991, height: 800 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox', { name: 'Search' })).toBeFocused();
});

test('quick search: a failed request is retried once after 1 s; an answer is reused for 5 minutes (spec 2 §7)', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const asked: string[] = [];
  let failures = 1;
  await page.route('**/search-suggestions?*', async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('q')!);
    if (failures-- > 0) await route.fulfill({ status: 503, body: 'busy' });
    else await route.continue();
  });
  const box = page.getByRole('searchbox', { name: 'Search' });
  // The page's clock moves on in steps until `asked` has grown to `count` requests: a retry is
  // timed from the failure's arrival, which the test cannot see.
  const askedAfter = (count: number) =>
    expect
      .poll(async () => {
        if (asked.length < count) await page.clock.runFor(250);
        return asked.length;
      })
      .toBe(count);

  // The first answer fails, the retry succeeds.
  await box.fill('boots');
  await askedAfter(2);
  await expect(page.getByRole('heading', { name: 'Top Results' })).toBeVisible();
  expect(asked).toEqual(['boots', 'boots']);

  // Typed again within 5 minutes, the term is answered without a request; after 5, it is asked again.
  await box.fill('sock');
  await askedAfter(3);
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', /q=sock/);
  await box.fill('boots');
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', /q=boots/);
  await page.clock.runFor(2_000);
  expect(asked).toEqual(['boots', 'boots', 'sock']);
  await box.fill('sock');
  await page.clock.runFor(5 * 60_000);
  await box.fill('boots');
  await askedAfter(4);
  expect(asked[3]).toBe('boots');

  // Two failures in a row (the request and its retry): the panel's error text (spec 2 §8).
  failures = 2;
  await box.fill('tent');
  await askedAfter(6);
  await expect(page.getByText('Unable to load products. Please try again.')).toBeVisible();
  expect(asked.slice(4)).toEqual(['tent', 'tent']);
});
