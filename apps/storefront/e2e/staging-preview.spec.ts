import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { signInAsStaff, staffToken } from './support/staff';

/** The shop's content hub (CONTENT_HUB_NAME's default). */
const HUB = 'ridgeline';

test.describe('the staging environment for staff and shared preview links (issue 24, spec 3 §2.8, §4.2)', () => {
  test('staff see an unpublished page in staging, with its auto-refresh block and the toolbar’s Visualisation; a shared link shows it to a visitor until revoked', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const token = await staffToken(request);
    const slug = `e2e-staging-${Date.now().toString(36)}`;
    const title = `Staging only: ${slug}`;
    const created = await request.post('/api/cms/manage/items', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `Staging page ${slug}`,
        schema: 'content-page',
        deliveryKey: `t/${slug}`,
        body: {
          slug,
          title,
          content: [
            { _meta: { schema: 'auto-refresh', name: 'Launch refresh' }, refreshDateTime: '2099-01-01T00:00:00Z' },
          ],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const path = `/t/${slug}`;

    // Shoppers, previewing or not, get published content only: for them there is no such page, and
    // a content path without content goes to the home page (spec 3 §2.3).
    for (const asked of [path, `${path}?vse=staging`]) {
      const answer = await request.get(asked, { maxRedirects: 0 });
      expect(answer.status(), asked).toBe(302);
      expect(new URL(answer.headers()['location']!, 'http://x').pathname).toBe('/');
    }

    // A staff member previewing staging sees it, with the preview-only auto-refresh countdown.
    await signInAsStaff(page, `${path}?vse=staging`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d+d \d\d:\d\d:\d\d$/);
    const staged = await page.request.get(`${path}?vse=staging`);
    expect(staged.status()).toBe(200);
    expect(staged.headers()['cache-control']).toBe('private, no-store');

    // The toolbar's Visualisation section links the page's item to both visualisations.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Preview: staging' }).click();
    const toolbar = page.getByRole('dialog', { name: 'Preview toolbar' });
    await expect(toolbar.getByRole('heading', { name: 'Visualisation', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(toolbar.getByRole('link', { name: `Live visualisation of Staging page ${slug}` })).toHaveAttribute(
      'href',
      `/visualization/${HUB}/${id}`,
    );
    await expect(toolbar.getByRole('link', { name: `Simple visualisation of Staging page ${slug}` })).toHaveAttribute(
      'href',
      `/contampviz/${HUB}/${id}`,
    );

    // Share this preview: a link for an hour, shown once.
    await toolbar.getByLabel('Link works for').selectOption({ label: '1 hour' });
    await toolbar.getByRole('button', { name: 'Create preview link' }).click();
    const shared = toolbar.getByLabel('Preview link', { exact: true });
    await expect(shared).toHaveValue(/\/preview\/rl_preview_[A-Za-z0-9_-]{43}$/);
    const link = new URL(await shared.inputValue()).pathname;
    await expectNoSeriousA11yViolations(page);

    // Someone without a staff account opens the link: the page, in staging, in their own browser.
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(link);
    await expect(guest).toHaveURL(`${path}?vse=staging`);
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const kept = (await visitor.cookies()).find((c) => c.name === 'rl_preview');
    expect(kept).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(kept!.expires - Date.now() / 1000).toBeGreaterThan(3500);
    expect(kept!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);

    // Revoked from the toolbar: the link and the kept token open nothing any more.
    await toolbar.getByRole('button', { name: `Revoke the link to ${path}?vse=staging` }).click();
    await expect(toolbar.getByRole('button', { name: /^Revoke the link to / })).toHaveCount(0);
    await guest.reload();
    await expect(guest).toHaveURL((url) => url.pathname === '/');
    await expect(guest.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
    const again = await guest.goto(link);
    expect(again?.status()).toBe(410);
    await expect(guest.getByRole('status')).toHaveText('This preview link has been revoked.');
    await expectNoSeriousA11yViolations(guest);
    await visitor.close();
  });

  test('a made-up preview link is not found; the preview tools are staff-only', async ({ request, baseURL }) => {
    const unknown = await request.get(`/preview/rl_preview_${'x'.repeat(43)}`);
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['cache-control']).toBe('private, no-store');
    expect(await unknown.text()).toContain('This preview link is not valid.');
    expect((await request.get('/preview/not-a-token')).status()).toBe(404);
    expect((await request.get('/preview-tools')).status()).toBe(401);
    const share = await request.post('/preview-tools', {
      headers: { origin: baseURL! },
      form: { intent: 'share', path: '/', minutes: '60' },
    });
    expect(share.status()).toBe(401);
  });

  test('author preview outlines each block and lists a personalised slot’s matches for staff', async ({ page }) => {
    await signInAsStaff(page, '/?pagePreview=on');
    await expect(page.locator('[data-author-overlay]').first()).toBeVisible();
    const matches = page.getByRole('list', { name: /^Matches of / }).first();
    await expect(matches).toBeVisible();
    // A guest's welcome: the guests' variant matches (green), the registered one does not (red).
    await expect(matches.locator('[data-colour="green"]').first()).toBeVisible();
    await expect(matches.locator('[data-colour="red"]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /\(home-page\)$|\(.+\)$/ }).first()).toHaveAttribute(
      'href',
      /^\/api\/cms\/manage\/items\//,
    );
  });
});
