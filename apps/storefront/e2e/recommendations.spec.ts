import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

test('product pages recommend products, remember what was viewed and send view and click events', async ({ page }) => {
  const events: string[] = [];
  page.on('request', (r) => {
    const m = /\/api\/v3\/activities\/[^/]+\/(viewReco|clickReco)/.exec(r.url());
    if (m) events.push(m[1]!);
  });
  await page.goto('/category/mens-clothing');
  const first = page.getByRole('article').first();
  const firstName = await first.getByRole('heading').innerText();
  await first.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);

  const alsoLike = page.getByRole('region', { name: 'You May Also Like' });
  // Placeholders first, then the deferred answer replaces them: wait for real tiles before scrolling.
  await expect(alsoLike.getByRole('article').first()).toBeVisible();
  await alsoLike.getByRole('article').first().scrollIntoViewIfNeeded();
  await expect.poll(() => events).toContain('viewReco');
  // The carousel's dots are on the page when axe checks their target size.
  await expect(alsoLike.getByRole('button', { name: 'Go to slide 2' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Follow a recommendation: a click event, the flag cookie, and the first product is now "recently viewed".
  await alsoLike.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect.poll(() => events).toContain('clickReco');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(firstName);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'product-recommendation-click')?.value).toBe('true');
  expect(cookies.find((c) => c.name === 'webid')?.value).toMatch(/^[0-9a-f-]{36}$/);
  const recent = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(recent.getByRole('heading', { name: firstName })).toBeVisible();
});
