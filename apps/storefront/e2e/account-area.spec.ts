import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { checkOutInSeattle } from './support/checkout';
import { logIn, registeredCustomer, TEST_PASSWORD } from './support/customers';
import { openProductWithSize } from './support/product';

const NEW_PASSWORD = 'Summit-Ridge-2027';

/** A customer made through the API, then signed in on /login (which leads to the account). */
async function signedInCustomer(page: Page, tag: string): Promise<string> {
  const email = await registeredCustomer(page.request, tag, { firstName: 'Ada', lastName: 'Lovelace' });
  await logIn(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  return email;
}

test('account details: edit the profile, change the password (other sessions end), log in with the new one', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  const email = await signedInCustomer(page, 'profile');
  await expect(main.getByRole('heading', { name: 'Hello, Ada!' })).toBeVisible();
  await expect(main.getByText(/Customer number: \d+/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Account menu' });
  await expect(nav.getByRole('link', { name: 'Account Details' })).toHaveAttribute('aria-current', 'page');
  for (const [name, href] of [
    ['Wishlist', '/account/wishlist'],
    ['Order History', '/account/orders'],
    ['Addresses', '/account/addresses'],
  ] as const) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(page).toHaveTitle('Account Details | Ridgeline');
  await expectNoSeriousA11yViolations(page);

  // The profile: checked as fields are left, saved with a toast.
  const profile = main.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('First Name')).toHaveValue('Ada');
  await expect(profile.getByLabel('Email', { exact: true })).toHaveValue(email);
  await profile.getByLabel('Last Name').fill('');
  await profile.getByLabel('Phone').click();
  await expect(profile.getByText('Please enter your last name.')).toBeVisible();
  await profile.getByLabel('Zip Code').fill('123');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByText('Please enter a valid zip code')).toBeVisible();
  await profile.getByLabel('First Name').fill('Augusta');
  await profile.getByLabel('Last Name').fill('King');
  await profile.getByLabel('Zip Code').fill('10001');
  await profile.getByLabel('Gender').selectOption('2');
  await profile.getByLabel('Birthday Month (optional)').selectOption('12');
  await profile.getByLabel('Birthday Day (optional)').selectOption('10');
  await profile.getByRole('checkbox', { name: /send me emails/ }).check();
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Hello, Augusta!' })).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel('Last Name')).toHaveValue('King');
  await expect(profile.getByLabel('Zip Code')).toHaveValue('10001');
  await expect(profile.getByLabel('Birthday Month (optional)')).toHaveValue('12');
  await expect(profile.getByRole('checkbox', { name: /send me emails/ })).toBeChecked();

  // A second browser signed in as the same customer: the password change signs it out.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, email, TEST_PASSWORD);
  await expect(otherPage).toHaveURL(/\/account$/);

  const password = main.getByRole('region', { name: 'Change Password' });
  await password.getByLabel('Current Password').fill('Not-My-Password-1');
  await password.getByLabel('New Password').fill('weak');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Password must contain at least 8 characters.')).toBeVisible();
  await password.getByLabel('New Password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Show password' }).last().click();
  await expect(password.getByLabel('New Password')).toHaveAttribute('type', 'text');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Your current password is incorrect.')).toBeVisible();
  await expect(password.getByLabel('Current Password')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await password.getByLabel('Current Password').fill(TEST_PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(password.getByLabel('Current Password')).toHaveValue('');

  // This browser stays signed in; the other one is sent to sign in.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Hello, Augusta!' })).toBeVisible();
  await otherPage.goto('/account');
  await expect(otherPage).toHaveURL(/\/login\?returnUrl=%2Faccount$/);
  await other.close();

  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, email, NEW_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Hello, Augusta!' })).toBeVisible();
});

test('addresses: add, validate, edit, make default and delete with a confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const main = page.getByRole('main');
  await signedInCustomer(page, 'addresses');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(page).toHaveTitle('Addresses | Ridgeline');
  await expect(main.getByText('You have no saved addresses yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('button', { name: 'Add New Address' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog.getByText('Please give this address a name.')).toBeVisible();
  await expect(dialog.getByLabel('Address Name')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Address Name').fill('Home');
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Lovelace');
  await dialog.getByLabel('Address', { exact: true }).fill('1200 Pine Street');
  await dialog.getByLabel('City').fill('Seattle');
  await dialog.getByLabel('State').selectOption('WA');
  await dialog.getByLabel('Zip Code').fill('98101');
  await dialog.getByLabel('Phone').pressSequentially('2065550100');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address saved.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const book = main.getByRole('list', { name: 'Saved addresses' });
  const home = book.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Home' }) });
  await expect(home).toContainText('1200 Pine Street');
  await expect(home.getByText('Default', { exact: true })).toBeVisible();

  // A Canadian address: provinces and postal codes follow the country; a taken name is refused.
  await main.getByRole('button', { name: 'Add New Address' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByLabel('Address Name').fill('home');
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Lovelace');
  await dialog.getByLabel('Address', { exact: true }).fill('12 Lakeshore Road');
  await dialog.getByLabel('Country').selectOption('CA');
  await dialog.getByLabel('City').fill('Whistler');
  await dialog.getByLabel('Province').selectOption('BC');
  await dialog.getByLabel('Postal Code').fill('98101');
  await dialog.getByLabel('Phone').pressSequentially('6045550100');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog.getByText('Please enter a valid zip code')).toBeVisible();
  await dialog.getByLabel('Postal Code').fill('v8e0a1');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog.getByText('You already have an address with this name.')).toBeVisible();
  await dialog.getByLabel('Address Name').fill('Cabin');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog).toHaveCount(0);
  const cabin = book.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cabin' }) });
  await expect(cabin).toContainText('V8E 0A1');
  await expect(cabin.getByText('Default', { exact: true })).toHaveCount(0);

  // Make default: the badge moves, the default comes first.
  await cabin.getByRole('button', { name: 'Make Cabin my default address' }).click();
  await expect(page.getByText('Default address updated.')).toBeVisible();
  await expect(cabin.getByText('Default', { exact: true })).toBeVisible();
  await expect(home.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(book.getByRole('heading').first()).toHaveText('Cabin');

  // Edit.
  await home.getByRole('button', { name: 'Edit Home' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Address' });
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue('1200 Pine Street');
  await dialog.getByLabel('Address', { exact: true }).fill('1300 Pine Street');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(home).toContainText('1300 Pine Street');
  await expectNoSeriousA11yViolations(page);

  // Delete asks first; Cancel keeps the address.
  await home.getByRole('button', { name: 'Delete Home' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('Home will be removed from your address book.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(home).toBeVisible();
  await home.getByRole('button', { name: 'Delete Home' }).click();
  await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Address deleted.')).toBeVisible();
  await expect(book.getByRole('heading', { name: 'Home' })).toHaveCount(0);
  await expect(book.getByRole('listitem')).toHaveCount(1);
});

test('order history: empty at first, then the order placed, its detail, and nobody else’s', async ({ page }) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  const email = await signedInCustomer(page, 'orders');
  await page.goto('/account/orders');
  await expect(main.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(main.getByText("You haven't placed any orders yet.")).toBeVisible();
  await expect(main.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);

  // Place an order as the signed-in customer.
  const name = await openProductWithSize(page);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  const orderNo = await checkOutInSeattle(page, { email, firstName: 'Ada', lastName: 'Lovelace' });

  // The history lists it: number, date, status, items, total.
  await page.goto('/account/orders');
  const orders = main.getByRole('list', { name: 'Orders' });
  const entry = orders.getByRole('listitem').filter({ hasText: orderNo });
  await expect(entry).toContainText('Placed');
  await expect(entry).toContainText(/Items\s*1/);
  await expect(entry).toContainText(/Total\s*\$\d/);
  await expect(main.getByText('1 order')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await entry.getByRole('link', { name: `View details of order ${orderNo}` }).click();

  await expect(main.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();
  await expect(page).toHaveTitle(`Order ${orderNo} | Ridgeline`);
  await expect(main.getByText(name).first()).toBeVisible();
  await expect(main.getByText('VISA ending in 4242')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Delivery' })).toContainText('1200 Pine Street');
  await expect(main.getByRole('region', { name: 'Payment' })).toContainText('Billing Address');
  await expect(main.getByText('Total', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('link', { name: 'Back to Order History' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);

  // An order that is not this customer's (or does not exist) is the page-not-found page.
  const missing = await page.goto('/account/orders/RL99999999');
  expect(missing?.status()).toBe(404);
});
