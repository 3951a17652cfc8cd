import { expect, test, type Page } from '@playwright/test';
import { openProductWithSize } from './support/product';

/** Every violation the page's Content-Security-Policy reports, from the first byte on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

// On a busy two-core machine a listing's first pictures (rendered cold) can hold its scripts back a while.
const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });

test('pages run under an enforced Content-Security-Policy with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  for (const path of ['/', '/category/mens-clothing', '/category/mens-clothing', '/search?q=jacket', '/t/shipping', '/login', '/store-locator', '/fr-CA/']) {
    const response = await page.goto(path);
    const headers = response!.headers();
    const policy = headers['content-security-policy']!;
    expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy, path).not.toContain('unsafe-inline\' \'nonce');
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    await hydrated(page);
    expect(await violations(), path).toEqual([]);
  }
});

test('a product page, the bag and the sign-in dialog work under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await openProductWithSize(page);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  await page.goto('/cart');
  await hydrated(page);
  await page.goto('/?signin=true');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the policy is enforced: a script without the nonce does not run, and the violation is reported', async ({ page }) => {
  const violations = await watchViolations(page);
  const reports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/csp-report') reports.push(request.postData() ?? '');
  });
  await page.goto('/');
  await hydrated(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { injected?: boolean }).injected ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toContain('script-src-elem');
});

test('the shop cannot be framed by another site', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|X-Frame-Options/i.test(message.text())) blocked.push(message.text());
  });
  await page.setContent('<iframe title="shop"></iframe>');
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  await page.locator('iframe').evaluate((frame: HTMLIFrameElement, src) => (frame.src = src), `${origin}/`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(await frame?.locator('#main').count().catch(() => 0)).toBe(0);
});
