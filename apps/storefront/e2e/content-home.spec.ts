import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { logIn, registration, TEST_PASSWORD, registeredCustomer, uniqueEmail } from './support/customers';

/** The home page's personalised welcome slot (packages/data content-items/home-slots.ts). */
const GUEST_WELCOME = 'New here? Create an account and take 10% off your first order with WELCOME10.';
const REGISTERED_WELCOME = 'Welcome back. Your wishlist and past orders are waiting in your account.';
/** The marketing banner's first two desktop messages (en-US). */
const FIRST_OFFER = 'Free standard shipping on orders over $99';
const SECOND_OFFER = 'Ridgeline Rewards members ship free on every order';

test.describe('the content home page (spec 3 §2.1, §4.1; decision 046)', () => {
  test('a guest gets the guests’ variant in the first HTML and on the page', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(GUEST_WELCOME);
    expect(html).not.toContain(REGISTERED_WELCOME);
    // A guest without a session gets no groups cookie: the page is the same for every such visitor.
    expect((await request.get('/')).headers()['set-cookie'] ?? '').not.toContain('rl_groups');

    await page.goto('/');
    await expect(page.getByText(GUEST_WELCOME)).toBeVisible();
    await expect(page.getByText(REGISTERED_WELCOME)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('signing in shows the registered variant at once, and it is in the first HTML from then on', async ({
    page,
    request,
  }) => {
    const email = await registeredCustomer(request, 'content-home');
    await page.goto('/?signin=true');
    const modal = page.getByRole('dialog', { name: 'Log in or create an account' });
    await expect(modal.getByRole('heading', { name: 'Log In or Join For Free' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(GUEST_WELCOME)).toBeVisible();
    await modal.getByLabel('Email').fill(email);
    await modal.getByRole('button', { name: 'Continue', exact: true }).click();
    await modal.getByRole('button', { name: 'Password', exact: true }).click();
    await modal.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await modal.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('Welcome back, Grace!')).toBeVisible();

    // The sign-in's revalidation brings the page the customer's variant, without a reload.
    await expect(page.getByText(REGISTERED_WELCOME)).toBeVisible();
    await expect(page.getByText(GUEST_WELCOME)).toHaveCount(0);
    const stored = await page.evaluate(() => sessionStorage.getItem('customerGroupsData_ridgeline'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ customerGroups: expect.arrayContaining(['Registered']) });

    // The first HTML of the next visit is already the customer's (the session's cookies go with it).
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(REGISTERED_WELCOME);
    expect(html).not.toContain(GUEST_WELCOME);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'rl_groups')).toMatchObject({ httpOnly: true });

    await page.reload();
    await expect(page.getByText(REGISTERED_WELCOME)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Logging out: a guest again, and so is the first HTML.
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('dialog', { name: 'Hello, Grace!' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(GUEST_WELCOME)).toBeVisible();
    expect(await (await page.request.get('/')).text()).toContain(GUEST_WELCOME);
  });

  test('the marketing banner rotates its messages; its account-drawer link opens the sign-in', async ({ page }) => {
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Offers' });
    const bar = offers.getByRole('button', { name: /Offers$/ });
    await expect(bar).toContainText(FIRST_OFFER);
    // Every 5 s (spec 3 §9): the next message within one period and its fade, once hydrated.
    await expect(bar).toContainText(SECOND_OFFER, { timeout: 30_000 });

    await bar.click();
    const drawer = page.getByRole('dialog', { name: 'Offers' });
    await expect(drawer.getByRole('heading', { name: 'Join Ridgeline Rewards, it’s free' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Join or sign in' }).click();
    // The banner's drawer closes, then the account drawer (a guest's: the sign-in modal) opens.
    await expect(drawer).toHaveCount(0);
    await expect(
      page.getByRole('dialog', { name: 'Log in or create an account' }).getByRole('heading', {
        name: 'Log In or Join For Free',
      }),
    ).toBeVisible();
  });

  test('the rewards slot follows the loyalty tier: join for others, member perks for members', async ({
    page,
    request,
  }) => {
    // The 'join' variant's own text (the banner's drawer has a join heading of its own).
    const JOIN = 'Free shipping on every order, points on every purchase and members-only offers. Free to join.';
    const MEMBER = 'Member perks';
    const guest = await (await request.get('/')).text();
    expect(guest).toContain(JOIN);
    expect(guest).not.toContain(MEMBER);

    // A customer who joined the programme at registration (loyalty consent and privacy consent).
    const email = uniqueEmail('content-member');
    const body = registration({ firstName: 'Ada', lastName: 'Lovelace', email });
    body.customer.c_additionalFields = {
      ...body.customer.c_additionalFields,
      isLoyaltyFormSubmit: true,
      privacyconsent: true,
    };
    const created = await request.post('/api/shopper/customers?locale=en-US', { data: body });
    expect(created.status(), await created.text()).toBe(201);
    await logIn(page, email, TEST_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);

    const html = await (await page.request.get('/')).text();
    expect(html).toContain(MEMBER);
    expect(html).not.toContain(JOIN);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: MEMBER })).toBeVisible();
  });
});
