import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/** Decision 053: our own consent manager, the data layer and the recommendation activities it gates. */

const BANNER = { name: 'We value your privacy' };

/** Requests of the page to these paths, as `METHOD path` (activities by name). */
function watch(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const activity = /^\/api\/v3\/activities\/[^/]+\/(\w+)$/.exec(url.pathname);
    if (activity) seen.push(`activity ${activity[1]}`);
    if (url.pathname === '/consent') seen.push(`consent ${request.postDataJSON()?.source}`);
  });
  return seen;
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event).filter(Boolean));

/** The rl_consent cookie (`a1p0m0.banner.CA.<seconds>`) as its parts. */
async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'rl_consent');
  const parts = cookie && /^a([01])p([01])m([01])\.(\w+)\.(US|CA)\.\d+$/.exec(cookie.value);
  return parts ? { a: parts[1], p: parts[2], m: parts[3], src: parts[4], rg: parts[5] } : undefined;
}

test('in Canada nothing is measured or recorded before consent; Accept All sends what waited', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/en-CA');
  const banner = page.getByRole('region', BANNER);
  await expect(banner).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectNoSeriousA11yViolations(page);
  // The page view and the content page's viewPage activity wait for the answer.
  expect(await dataLayerEvents(page)).toEqual([]);
  expect(seen.filter((s) => s.startsWith('activity'))).toEqual([]);
  expect(await consentCookie(page)).toMatchObject({ src: 'default', rg: 'CA', a: '0', p: '0', m: '0' });

  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/consent');
  await banner.getByRole('button', { name: 'Accept All' }).click();
  expect((await recorded).status()).toBe(201);
  await expect(banner).toBeHidden();
  await expect.poll(() => dataLayerEvents(page)).toContain('page_view');
  await expect.poll(() => seen).toContain('activity viewPage');
  expect(seen).toContain('consent banner');
  expect(await consentCookie(page)).toMatchObject({ src: 'banner', a: '1', p: '1', m: '1' });

  // The answer holds on the next page: no banner, events at once.
  await page.goto('/en-CA/search?q=jacket');
  await expect.poll(() => seen).toContain('activity viewSearch');
  await expect(page.getByRole('region', BANNER)).toHaveCount(0);
});

test('Cookie Preferences works by keyboard: a modal dialog, switches, Save My Choices, Escape', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The US asks nothing: measured at once, with the footer's opt-outs.
  await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  await expect.poll(() => dataLayerEvents(page)).toContain('page_view');
  await expect(page.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' })).toBeVisible();

  const opener = page.getByRole('button', { name: 'Cookie Preferences' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // Tab to the Marketing switch and turn it off with the space bar.
  const marketing = dialog.getByRole('switch', { name: 'Marketing' });
  for (let i = 0; i < 10 && !(await marketing.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(marketing).toBeFocused();
  await page.keyboard.press('Space');
  await expect(marketing).not.toBeChecked();
  // Focus stays in the dialog: tabbing on reaches its buttons, never the page behind.
  const save = dialog.getByRole('button', { name: 'Save My Choices' });
  for (let i = 0; i < 10 && !(await save.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await consentCookie(page)).toMatchObject({ src: 'dialog', a: '1', p: '1', m: '0' });
  await expect.poll(() => seen).toContain('consent dialog');

  // Reopened, it shows the choice; Escape closes it without a change and gives focus back.
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(seen.filter((s) => s.startsWith('consent'))).toEqual(['consent dialog']);
});

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('no banner, nothing measured or recorded, the opt-out recorded once; the dialog says why', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    const seen = watch(page);
    const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/consent');
    await page.goto('/en-CA');
    expect((await recorded).status()).toBe(201);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
    expect(await consentCookie(page)).toMatchObject({ src: 'gpc', a: '0', p: '0', m: '0' });

    await page.getByRole('button', { name: 'Cookie Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog.getByText('Your browser sends a Global Privacy Control or Do Not Track signal.')).toBeVisible();
    for (const name of ['Analytics', 'Personalization', 'Marketing']) {
      await expect(dialog.getByRole('switch', { name })).toBeDisabled();
      await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
    }
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/en-CA/search?q=jacket');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await dataLayerEvents(page)).toEqual([]);
    expect(seen.filter((s) => s.startsWith('activity'))).toEqual([]);
    expect(seen.filter((s) => s.startsWith('consent'))).toEqual(['consent gpc']);
  });
});

test('the page carries its build identifier in the head', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<head[^>]*><!-- build: [A-Za-z0-9._:+-]+ -->/);
});
