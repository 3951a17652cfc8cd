import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { logIn, registeredCustomer, TEST_PASSWORD } from './support/customers';

/** The home page's personalised welcome slot (packages/data content-items/home-slots.ts). */
const GUEST_WELCOME = 'New here? Create an account and take 10% off your first order with WELCOME10.';
const REGISTERED_WELCOME = 'Welcome back. Your wishlist and past orders are waiting in your account.';
/** The Winter Sale edition starts 30 days after the seed, for 14 days (content-items/winter-sale.ts). */
const SALE_LIVE = 'The Winter Sale ends in';
const SALE_AHEAD = 'The Winter Sale starts in';
/** The welcome slot's name (packages/data content-items/home-slots.ts). */
const WELCOME_SLOT = 'Home – personalised welcome (guest or registered)';

test.describe('the Storefront Toolkit (spec 3 §2.9, §4.3)', () => {
  test('end to end: logs a customer out, sets a source code, groups and a date that change the page, then exits', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = await registeredCustomer(request, 'toolkit');
    await logIn(page, email, TEST_PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
    await page.goto('/');
    await expect(page.getByText(REGISTERED_WELCOME)).toBeVisible();

    // Enabling it logs the registered shopper out first; then the drawer opens.
    await page.goto('/?__sftoolkit=on');
    const drawer = page.getByRole('dialog', { name: 'Storefront Toolkit' });
    await expect(drawer).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('sfToolkitEnabled'))).toBe('true');
    await expect(page.getByText(GUEST_WELCOME)).toBeVisible();
    for (const section of [
      'Effective Date & Time',
      'Customer groups',
      'Source Code',
      'Custom qualifiers',
      'Assignment qualifiers',
    ]) {
      await expect(drawer.locator('summary', { hasText: section })).toBeVisible();
    }
    for (const button of ['Refresh', 'Clear All', 'Exit']) {
      await expect(drawer.getByRole('button', { name: button, exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // Source code: applied only when not blank, shown as a removable chip, mirrored as stk_sourceCode.
    await drawer.locator('summary', { hasText: 'Source Code' }).click();
    const sourceSection = drawer.locator('details', { hasText: 'Source Code' });
    await expect(sourceSection.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await sourceSection.getByLabel('Source code').fill('   ');
    await expect(sourceSection.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await sourceSection.getByLabel('Source code').fill('WINTER');
    await sourceSection.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Updating...')).toBeVisible();
    await expect(page.getByText('Successfully updated')).toBeVisible();
    await expect(page).toHaveURL(/[?&]stk_sourceCode=WINTER\b/);
    await expect(sourceSection.getByRole('button', { name: 'Remove source code WINTER' })).toBeVisible();
    await expect(sourceSection.getByRole('button', { name: 'Change' })).toBeVisible();

    // Custom qualifiers: Add only with a key and a value; the pair lands in stk_customQualifiers as JSON.
    await drawer.locator('summary', { hasText: 'Custom qualifiers' }).click();
    const custom = drawer.locator('details', { hasText: 'Custom qualifiers' });
    await custom.getByLabel('Key').fill('store');
    await expect(custom.getByRole('button', { name: 'Add' })).toBeDisabled();
    await custom.getByLabel('Value').fill(' denver ');
    await custom.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL(/stk_customQualifiers=%7B%22store%22%3A%22denver%22%7D/);

    // Customer groups change the personalised slot, for this tab alone.
    await drawer.locator('summary', { hasText: 'Customer groups' }).click();
    const groups = drawer.locator('details', { hasText: 'Customer groups' });
    await groups.getByLabel('Registered', { exact: true }).check();
    await groups.getByLabel('Everyone', { exact: true }).check();
    await groups.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/stk_customerGroupIds=/);
    await expect(page.getByText(REGISTERED_WELCOME)).toBeVisible();
    await expect(page.getByText(GUEST_WELCOME)).toHaveCount(0);
    // Another visitor still sees the guests' variant (the page was not shared through a cache).
    expect(await (await request.get('/')).text()).toContain(GUEST_WELCOME);

    // The effective date shows the future sale edition; choosing a date first sets the time to midnight.
    await expect(page.getByText(SALE_AHEAD)).toBeVisible();
    const dates = drawer.locator('details', { hasText: 'Effective Date & Time' });
    const inSale = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await dates.getByLabel('Date', { exact: true }).fill(inSale);
    await expect(dates.getByLabel('Time')).toHaveValue('00:00:00');
    await dates.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`stk_effectiveDateTime=${inSale}T07%3A00%3A00`));
    await expect(page.getByText(SALE_LIVE)).toBeVisible();
    const response = await page.request.get(page.url());
    expect(response.headers()['cache-control']).toBe('private, no-store');

    // A shared link carries the context: a reload reads it back from the stk_ parameters.
    await page.reload();
    await expect(drawer).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(SALE_LIVE)).toBeVisible();
    await expect(page.getByText(REGISTERED_WELCOME)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Remove source code WINTER', includeHidden: true })).toBeAttached();

    // The personalisation test page explains the choice for this tab's simulated groups.
    const withContext = page.url();
    await page.goto('/monetate-example-1');
    await expect(page.getByTestId('customer-groups')).toContainText('Registered');
    await expect(page.getByTestId('shopper-context')).toContainText('WINTER');
    const welcome = page.getByRole('region', { name: WELCOME_SLOT });
    await expect(welcome.getByRole('row', { name: /Registered customers/ })).toContainText('Shown');
    await expect(welcome.getByRole('row', { name: /Guests/ })).toContainText('No match');
    await page.goto(withContext);
    await expect(drawer).toBeVisible({ timeout: 30_000 });

    // Exit: the flag and the parameters go, the context is blank, the shop is as it was.
    await drawer.getByRole('button', { name: 'Exit', exact: true }).click();
    await expect(page).not.toHaveURL(/stk_|__sftoolkit/);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByText(GUEST_WELCOME)).toBeVisible();
    await expect(page.getByText(SALE_AHEAD)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('sfToolkitEnabled'))).toBeNull();
    expect((await page.context().cookies()).find((c) => c.name === 'rl_stk')).toBeUndefined();
  });

  test('a link with stk_ parameters it cannot read still opens the shop, with the readable ones applied', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/?__sftoolkit=on&stk_customerGroupIds=[Registered&stk_sourceCode=SPRING');
    const drawer = page.getByRole('dialog', { name: 'Storefront Toolkit' });
    await expect(drawer).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/stk_sourceCode=SPRING/);
    await expect(page).not.toHaveURL(/stk_customerGroupIds/);
    expect(warnings.join('\n')).toContain('stk_customerGroupIds is not JSON');
    await expect(page.getByText(GUEST_WELCOME)).toBeVisible();
  });

  test('the personalisation test pages show a guest what is chosen for them, and why', async ({ page }) => {
    for (const path of ['/monetate-example-1', '/monetate-example-2']) {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('heading', { level: 1, name: 'Personalization test page' })).toBeVisible();
      await expect(page.getByTestId('customer-groups')).toContainText('Unregistered');
      const welcome = page.getByRole('region', { name: WELCOME_SLOT });
      await expect(welcome.getByRole('row', { name: /Guests/ })).toContainText('Shown');
      await expect(welcome.getByRole('row', { name: /Registered customers/ }).locator('[data-colour]')).toHaveAttribute(
        'data-colour',
        'red',
      );
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the toolkit answers bad saves with a 4xx and no change', async ({ request, baseURL }) => {
    // Same-origin, as the drawer sends them: the cross-site guard lets them reach the action.
    const headers = { origin: baseURL! };
    const bad = await request.post('/storefront-toolkit', {
      form: { intent: 'save', context: JSON.stringify({ customQualifiers: { ' ': 'x' } }) },
      headers,
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toContain('customQualifiers');
    expect(
      (await request.post('/storefront-toolkit', { form: { intent: 'save', context: '{oops' }, headers })).status(),
    ).toBe(400);
    expect((await request.post('/storefront-toolkit', { form: { intent: 'nothing' }, headers })).status()).toBe(400);
    expect((await request.post('/storefront-toolkit', { data: { intent: 'save' }, headers })).status()).toBe(415);
  });
});
