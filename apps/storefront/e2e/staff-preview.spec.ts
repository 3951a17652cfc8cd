import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { E2E_STAFF, signInAsStaff, staffToken } from './support/staff';

/** The shop's content hub (CONTENT_HUB_NAME's default). */
const HUB = 'ridgeline';

/** Creates a content item as a draft through the management API with a staff session; answers its id. */
async function draftItem(request: APIRequestContext, token: string, schema: string, body: Record<string, unknown>) {
  const response = await request.post('/api/cms/manage/items', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Staff preview ${schema}`, schema, body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; version: number };
}

const banner = (text: string) => ({
  headline: { localizableText: text, fontColor: 'primary-inverted' },
  backgroundColor: 'brand',
});

test.describe('staff sign-in and the visualisation of content (issue 24, spec 3 §2.1, §4.5)', () => {
  test('staff sign in, see an item’s latest version, and each save within a second; the simple page; sign out', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const item = await draftItem(request, token, 'messaging-banner', banner('Visualised: first draft'));
    const live = `/visualization/${HUB}/${item.id}`;

    // Without a staff session: the sign-in page, which comes back here.
    const asked = await page.goto(live);
    await expect(page).toHaveURL(`/staff/login?next=${encodeURIComponent(live)}`);
    expect(asked?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);

    // The shopper sign-in's messages, tied to their fields; a wrong password, the engine's single message.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Please enter your email address.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.getByLabel('E-mail').fill(E2E_STAFF.email);
    await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
    await expect(page).toHaveURL(/\/staff\/login\?next=/);

    await signInAsStaff(page, live);
    await expect(page).toHaveURL(live);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'rl_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(11.9 * 3600);
    await expect(page.getByRole('heading', { level: 1, name: /^Visualization: / })).toBeVisible();
    await expect(page.getByText('Visualised: first draft')).toBeVisible();
    await expect(page.getByText(/messaging-banner, version 1, never published/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live: each save shows here at once.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A save through the management API shows within a second, without a reload.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // The moment the new text is in the page, as the page sees it (same machine, same clock).
    const shown = page.evaluate(
      (text) =>
        new Promise<number>((resolve, reject) => {
          const observer = new MutationObserver(() => {
            if (!document.body.innerText.includes(text)) return;
            observer.disconnect();
            resolve(Date.now());
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          setTimeout(() => reject(new Error(`"${text}" did not show within 5 s`)), 5_000);
        }),
      'Visualised: second draft',
    );
    const savedAt = Date.now();
    const saved = await request.put(`/api/cms/manage/items/${item.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: 'Staff preview messaging-banner',
        schema: 'messaging-banner',
        body: banner('Visualised: second draft'),
        version: item.version,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const elapsed = (await shown) - savedAt;
    console.log(`visualisation: a save showed after ${elapsed} ms`);
    expect(elapsed).toBeLessThan(1_000);
    await expect(page.getByText('Visualised: first draft')).toHaveCount(0);
    await expect(page.getByText(/version 2, never published/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // The simple visualisation: the same latest version, drawn once.
    const simple = await page.goto(`/contampviz/${HUB}/${item.id}`);
    expect(simple?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByText('Visualised: second draft')).toBeVisible();
    await expect(page.locator('[data-visualization="simple"]')).toBeVisible();
    await expect(page.getByText('Live: each save shows here at once.')).toHaveCount(0);

    // Another hub, or an item that does not exist, is not found.
    expect((await page.goto(`/visualization/another-hub/${item.id}`))?.status()).toBe(404);
    expect((await page.goto(`/contampviz/${HUB}/00000000-0000-4000-8000-000000000000`))?.status()).toBe(404);

    // Sign out: the session is revoked, and the visualisation asks to sign in again.
    await page.goto('/staff/login');
    await expect(page.getByText(`Signed in as ${E2E_STAFF.email} (content-author).`)).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/staff/login');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'rl_staff')).toBeUndefined();
    await page.goto(live);
    await expect(page).toHaveURL(/\/staff\/login\?next=/);
  });

  test('an auto-refresh block shows its problem, or counts down, in the visualisation', async ({ page, request }) => {
    const token = await staffToken(request);
    const past = await draftItem(request, token, 'auto-refresh', {
      refreshDateTime: '2020-01-01T09:00:00',
      refreshSettings: { timezone: 'America/Toronto' },
    });
    await signInAsStaff(page, `/visualization/${HUB}/${past.id}`);
    await expect(page.getByRole('alert')).toHaveText('Refresh date must be in the future');

    // One in the future counts down, in the simple visualisation too.
    const ahead = await draftItem(request, token, 'auto-refresh', { refreshDateTime: '2099-01-01T00:00:00Z' });
    await page.goto(`/contampviz/${HUB}/${ahead.id}`);
    await expect(page.getByRole('timer')).toHaveText(/^\d+d \d\d:\d\d:\d\d$/);
    const before = await page.getByRole('timer').textContent();
    await expect(page.getByRole('timer')).not.toHaveText(before!);
  });

  test('bad sign-in requests are refused with a 4xx; a next that leaves the shop is dropped', async ({
    request,
    baseURL,
  }) => {
    // Same-origin, as the shop's own page sends it.
    const headers = { origin: baseURL! };
    const post = (form: Record<string, string>) => request.post('/staff/login', { form, headers, maxRedirects: 0 });
    expect((await post({ email: 'not-an-address', password: 'x' })).status()).toBe(400);
    expect((await post({ email: E2E_STAFF.email, password: 'short' })).status()).toBe(400);
    expect((await post({ email: E2E_STAFF.email, password: 'Wrong-Password-1' })).status()).toBe(401);
    expect((await request.post('/staff/login', { headers, data: { email: E2E_STAFF.email } })).status()).toBe(415);
    expect((await request.post('/staff/login', { headers })).status()).toBe(400);
    const signedIn = await post({ email: E2E_STAFF.email, password: E2E_STAFF.password, next: '//evil.example/' });
    expect(signedIn.status()).toBe(302);
    expect(signedIn.headers()['location']).toBe('/');
    expect(signedIn.headers()['set-cookie']).toMatch(
      /rl_staff=rl_staff_[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/,
    );
    const events = await request.get('/visualization-events/00000000-0000-4000-8000-000000000000?locale=en-US', {
      headers: { cookie: 'rl_staff=nothing' },
    });
    expect(events.status()).toBe(401);
  });
});
