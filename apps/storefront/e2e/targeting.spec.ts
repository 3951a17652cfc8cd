import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/** The weather widget's header button, once the page's decision has come. */
const weatherButton = (page: Page) => page.getByRole('button', { name: /^Weather picks: / });

test.describe('targeted overlays from the engine’s decision service (spec 3 §2.7, §4.6)', () => {
  test('the weather widget: a header button opening a drawer of products for the weather, view all with icid', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(weatherButton(page)).toBeVisible({ timeout: 30_000 });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'mt.aa');
    expect(cookie).toBeDefined();
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(29 * 60);
    expect(lifetime).toBeLessThanOrEqual(30 * 60);

    await weatherButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Picked for the weather' });
    await expect(drawer).toBeVisible();
    const slides = drawer.getByTestId('weather-slide');
    await expect(slides.first()).toBeVisible();
    // Each slide takes 60% of the carousel's width.
    const [slide, list] = await Promise.all([
      slides.first().boundingBox(),
      drawer.getByRole('list', { name: /./ }).boundingBox(),
    ]);
    expect(slide!.width / list!.width).toBeCloseTo(0.6, 1);
    const viewAll = drawer.getByRole('link', { name: 'View all' });
    await expect(viewAll).toHaveAttribute('href', /[?&]icid=weather-widget\b/);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });

  test('the weather drawer says so when the decision has no products', async ({ page }) => {
    await page.route('**/targeting', (route) =>
      route.fulfill({
        json: {
          ok: true,
          amplienceGroups: [],
          actions: [
            {
              actionId: 'weather-test',
              actionType: 'monetate:action:OmniChannelJson',
              component: 'weather',
              ruleName: 'test',
              json: {
                title: 'Test skies',
                subtitle: 'Nothing today',
                ctaText: 'Shop',
                iconName: 'sun',
                drawerTitle: 'Weather test',
                drawerSubtitle: 'None',
                viewAllText: 'View all',
              },
              items: [],
            },
          ],
        },
      }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Weather picks: Test skies' }).click();
    const drawer = page.getByRole('dialog', { name: 'Weather test' });
    await expect(drawer.getByText('No recommendations available.')).toBeVisible();
    // No link of its own: the default view-all target.
    await expect(drawer.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/search?q=sun+protection&icid=weather-widget',
    );
  });

  test('Pick Up Where You Left Off: the last product viewed in an earlier visit, once a session', async ({
    page,
    context,
  }) => {
    const listing = await (await page.request.get('/c/footwear')).text();
    const path = /href="(\/p\/[^"?]+)/.exec(listing)![1]!;
    await page.goto(path);
    const name = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
    await expect(weatherButton(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Pick Up Where You Left Off' })).toHaveCount(0);

    // Still in the same visit: the shopper has not left off, nothing opens.
    await page.goto('/t/trail-guide');
    await expect(weatherButton(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Pick Up Where You Left Off' })).toHaveCount(0);

    // A new visit (a new tab: a new session, the same browser's storage).
    page = await context.newPage();
    await page.goto('/t/trail-guide');
    await page.mouse.move(200, 300);
    const modal = page.getByRole('dialog', { name: 'Pick Up Where You Left Off' });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await expect(modal.getByText(name, { exact: true })).toBeVisible();
    const shopNow = modal.getByRole('link', { name: 'Shop Now' });
    await expect(shopNow).toHaveAttribute('href', new RegExp(`^${path}\\?(.*&)?pfm=monetate&pfm_id=puwylo$`));
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // Once a session: another page does not show it again.
    await page.goto('/');
    await expect(weatherButton(page)).toBeVisible({ timeout: 30_000 });
    await expect(modal).toHaveCount(0);
  });

  test('the exit-intent modal shows once when the pointer leaves at the top', async ({ page }) => {
    await page.goto('/c/footwear');
    await expect(weatherButton(page)).toBeVisible({ timeout: 30_000 });
    const leave = (clientY: number) =>
      page.evaluate((y) => {
        document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: y, relatedTarget: null }));
      }, clientY);
    // Leaving lower down (towards the side) is no exit intent.
    await leave(300);
    const modal = page.getByRole('dialog', { name: 'Before you go' });
    await expect(modal).toHaveCount(0);
    await leave(12);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('img', { name: 'A hiker on a summit at first light' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/registration');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    // Its flag is stored: never again in this browser.
    await page.reload();
    await expect(weatherButton(page)).toBeVisible({ timeout: 30_000 });
    await leave(5);
    await expect(modal).toHaveCount(0);
  });

  test('the personalisation test page lists every targeting rule with its outcome and why', async ({ page }) => {
    await page.goto('/monetate-example-1');
    const rules = page.getByTestId('targeting');
    await expect(rules.getByRole('heading', { name: 'Targeting rules' })).toBeVisible();
    await expect(page.getByTestId('targeting-weather')).toContainText(
      /Weather: -?\d+(\.\d)? °C, (hot|warm|mild|cold|freezing) \(estimate\)/,
    );
    await expect(rules.getByRole('row', { name: /Pick Up Where You Left Off/ })).toContainText('Chosen');
    // Exactly one weather rule is chosen; the others name the weather as the condition they failed.
    await expect(rules.getByRole('row', { name: /^Weather: / }).filter({ hasText: 'Chosen' })).toHaveCount(1);
    await expect(rules.getByRole('row', { name: /^Weather: / }).filter({ hasText: /No match\s*weather$/ })).toHaveCount(
      2,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the targeting route refuses bad page facts', async ({ request, baseURL }) => {
    const post = (form: Record<string, string>) => request.post('/targeting', { headers: { origin: baseURL! }, form });
    expect((await post({ pageType: 'nowhere', path: '/' })).status()).toBe(400);
    expect((await post({ pageType: 'home', path: '/', extra: 'x' })).status()).toBe(400);
    const ok = await post({ pageType: 'home', path: '/' });
    expect(ok.status()).toBe(200);
    expect(ok.headers()['cache-control']).toBe('private, no-store');
    expect(((await ok.json()) as { actions: unknown[] }).actions.length).toBeGreaterThan(0);
    expect(ok.headers()['set-cookie'] ?? '').toContain('mt.aa=');
    // Identifiers wait for consent: a Canadian page before the visitor has answered, or GPC, gets
    // the page's decision without an id.
    const canada = await post({ pageType: 'home', path: '/fr-CA' });
    expect(((await canada.json()) as { actions: unknown[] }).actions.length).toBeGreaterThan(0);
    // (the id kept from the call above is dropped: `mt.aa=;` with Max-Age=0)
    expect(canada.headers()['set-cookie'] ?? '').not.toMatch(/mt\.aa=[^;]/);
    const gpc = await request.post('/targeting', {
      headers: { origin: baseURL!, 'sec-gpc': '1' },
      form: { pageType: 'home', path: '/' },
    });
    expect(gpc.headers()['set-cookie'] ?? '').not.toMatch(/mt\.aa=[^;]/);
  });
});
