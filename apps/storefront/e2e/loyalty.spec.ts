import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { uniqueEmail } from './support/customers';
import { openProductWithSize } from './support/product';

const PASSWORD = 'Trail-Runner-2026';
const DATA_LAYER = '/on/demandware.store/Sites-ridgeline-Site/en_US/Dtm-UserSpecificDataLayer';

/** Closes the sign-up toasts before an accessibility check (their list markup is checked on its own). */
async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close notification' });
  while ((await close.count()) > 0) await close.first().click();
}

test('Join For Free, place an order, see the points on /membership', async ({ page }) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  const email = uniqueEmail('loyal');

  // A guest: the programme, how to earn, and the way in.
  await page.goto('/membership');
  await expect(main.getByRole('heading', { level: 1, name: 'Rewards Membership' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'How to earn' })).toBeVisible();
  await expect(main.getByText('Every 500 points become a $5.00 reward.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const guestLayer = await page.request.get(DATA_LAYER);
  expect(await guestLayer.json()).toEqual({
    user: { customerId: null, sfccSessionID: null, customerGroups: 'Unregistered|Everyone' },
  });
  await main.getByRole('link', { name: 'Join For Free' }).click();

  // Registration with the loyalty consent: Join For Free.
  await expect(page).toHaveURL(/\/registration\?returnUrl=%2Fmembership$/);
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Create An Account' })).toBeVisible();
  await main.getByLabel('First Name').fill('Ada');
  await main.getByLabel('Last Name').fill('Lovelace');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Zip Code').fill('98101');
  await main.getByLabel('Phone').pressSequentially('2065550100');
  await main.getByRole('checkbox', { name: /I agree to join Ridgeline Rewards/ }).check();
  await main.getByRole('button', { name: 'Join For Free' }).click();
  await expect(page).toHaveURL(/\/membership$/);

  // A new member: Member, no points yet, $5.00 to go.
  await expect(main.getByRole('heading', { name: 'Your membership' })).toBeVisible();
  await expect(main.getByText('Member', { exact: true })).toBeVisible();
  await expect(main.getByText('No points yet. Your orders will earn points here.')).toBeVisible();
  await expect(main.getByText('Earn 500 more points to unlock your $5.00 reward.')).toBeVisible();
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);

  // The data layer names the customer and their groups, loyalty included.
  const layer = (await (await page.request.get(DATA_LAYER)).json()) as { user: Record<string, string> };
  expect(layer.user.customerId).toMatch(/^[0-9a-f-]{36}$/);
  expect(layer.user.customerGroups).toBe('Everyone|Registered|loyalty-members');

  // The status the tracker reads: cached 5 minutes by this browser only.
  const status = await page.request.get('/loyalty-status?locale=en-US');
  expect(status.headers()['cache-control']).toBe('private, max-age=300');
  expect(await status.json()).toMatchObject({
    loyaltyActiveInCurrentSession: true,
    tier: { status: 'member' },
    rewardsBalance: { available: { points: 0, currencyFormattedString: '$0.00' } },
  });

  // Member exclusives carry their badge on the tiles.
  await page.goto('/category/mens-clothing-base-layers');
  await expect(main.getByRole('article').first().getByText('Member Exclusive')).toBeVisible();

  // An order.
  await openProductWithSize(page);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await page.getByRole('dialog', { name: 'Added to bag' }).getByRole('link', { name: 'Bag (1)' }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  const contact = page.getByRole('button', { name: 'Continue to Shipping Address' });
  if (await contact.isVisible()) {
    const emailField = page.getByLabel('Email');
    if ((await emailField.inputValue()) === '') await emailField.fill(email);
    await contact.click();
  }
  const address = page.getByRole('region', { name: '2. Shipping Address' });
  await expect(address.getByLabel('First Name')).toBeVisible();
  await address.getByLabel('First Name').fill('Ada');
  await address.getByLabel('Last Name').fill('Lovelace');
  await address.getByLabel('Address', { exact: true }).fill('1200 Pine Street');
  await address.getByLabel('City').fill('Seattle');
  await address.getByLabel('State').selectOption('WA');
  await address.getByLabel('Zip Code').fill('98101');
  await address.getByLabel('Phone').fill('');
  await address.getByLabel('Phone').pressSequentially('2065550100');
  await address.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  const method = page.getByRole('region', { name: '3. Shipping Method' });
  await method.getByRole('button', { name: 'Continue to Payment' }).click();
  const payment = page.getByRole('region', { name: '4. Payment' });
  await payment.getByLabel('Card Number').fill('4242424242424242');
  await payment.getByLabel('Name on Card').fill('Ada Lovelace');
  await payment.getByLabel('Expiry Date (MM/YY)').fill('1230');
  await payment.getByLabel('Security Code').fill('123');
  await payment.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  const orderNo = (await page.getByTestId('order-number').innerText()).trim();

  // The points on /membership: the order in the history, the balance above zero.
  await page.goto('/membership');
  const history = main.getByRole('table');
  await expect(history.getByRole('row', { name: new RegExp(`Earned on order ${orderNo}`) })).toBeVisible();
  const earned = Number(
    (
      await history
        .getByRole('row', { name: new RegExp(orderNo) })
        .getByRole('cell')
        .last()
        .innerText()
    ).replace(/[^0-9]/g, ''),
  );
  expect(earned).toBeGreaterThan(0);
  await expect(main.getByRole('definition').first()).toHaveText(new Intl.NumberFormat('en-US').format(earned));
  await expectNoSeriousA11yViolations(page);
});

test('a customer who did not join can join from /membership', async ({ page }) => {
  test.setTimeout(90_000);
  const main = page.getByRole('main');
  const email = uniqueEmail('later');
  await page.goto('/registration?returnUrl=%2Fmembership');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await main.getByLabel('First Name').fill('Grace');
  await main.getByLabel('Last Name').fill('Hopper');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Zip Code').fill('98101');
  await main.getByLabel('Phone').pressSequentially('2065550100');
  await main.getByRole('button', { name: 'Create Account Without Rewards' }).click();
  await expect(page).toHaveURL(/\/membership$/);

  await expect(main.getByText('You are not a member yet. Join for free to earn points on every order.')).toBeVisible();
  expect(await (await page.request.get('/loyalty-status?locale=en-US')).json()).toEqual({
    loyaltyActiveInCurrentSession: false,
  });
  await main.getByRole('button', { name: 'Join For Free' }).click();
  await expect(main.getByText('This field is required.')).toBeVisible();
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('checkbox', { name: /I agree to join Ridgeline Rewards/ }).check();
  await main.getByRole('button', { name: 'Join For Free' }).click();
  await expect(main.getByText('Welcome to Ridgeline Rewards!')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Your membership' })).toBeVisible();
});

test("a member exclusive's page shows its badge and callout; a guest's click opens the account modal (spec 2 §2)", async ({
  page,
}) => {
  await page.goto('/category/mens-clothing-base-layers');
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/p\//);
  // The URL changes before the product page replaces the listing (a transition): wait for its button.
  await expect(page.getByRole('button', { name: 'Add to Bag' })).toBeVisible();
  // The buying column: the heading's own container, not a recommended tile's badge.
  const info = page.getByRole('heading', { level: 1 }).locator('xpath=..');
  await expect(info.getByText('Member Exclusive')).toBeVisible();
  const callout = info.getByRole('link', { name: 'Members save 15% on base layers' });
  await expect(callout).toHaveAttribute('href', '/membership');
  await expectNoSeriousA11yViolations(page);
  // A guest is asked to sign in first, and stays on the product until then. Before hydration the
  // link simply leads to the membership page: then the test comes back and clicks again.
  const url = page.url();
  await expect(async () => {
    if (page.url() !== url) await page.goto(url);
    await callout.click();
    await expect(page.getByRole('dialog', { name: 'Log in or create an account' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  expect(page.url()).toBe(url);

  // A product outside the promotion has neither.
  await page.goto('/category/footwear');
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/p\//);
  const other = page.getByRole('heading', { level: 1 }).locator('xpath=..');
  await expect(other.getByRole('button', { name: 'Add to Bag' })).toBeVisible();
  await expect(other.getByText('Member Exclusive')).toHaveCount(0);
  await expect(other.getByRole('link', { name: /^Members save/ })).toHaveCount(0);
  // The shop's own promotions show on every product (spec 2 §3 promotions): free shipping, and the members' one.
  await expect(
    other.getByRole('listitem').filter({ hasText: 'Free standard shipping on orders over $99' }),
  ).toBeVisible();
  await expect(other.getByRole('link', { name: 'Members get free shipping' })).toHaveAttribute('href', '/membership');
});
