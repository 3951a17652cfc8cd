import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { openProductWithSize } from './support/product';

const PASSWORD = 'Trail-Runner-2026';

test('register, log out, log in again with a guest bag that follows the customer', async ({ page }) => {
  test.setTimeout(90_000);
  const main = page.getByRole('main');
  const email = `member-${Date.now()}-${test.info().workerIndex}@example.com`;

  // The account area sends a guest to sign in first.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount$/);
  await expect(main.getByRole('heading', { name: 'Log In or Join For Free' })).toBeVisible();
  await expect(main.getByText('Members get free shipping and rewards for shopping.')).toBeVisible();
  const continueButton = main.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await main.getByLabel('Email').fill('not-an-email');
  await expect(continueButton).toBeDisabled();
  await main.getByLabel('Email').fill(email);
  await expectNoSeriousA11yViolations(page);
  await continueButton.click();

  // A new e-mail: the registration form, checked field by field as the shopper leaves it.
  await expect(main.getByRole('heading', { name: 'Create An Account' })).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  const join = main.getByRole('button', { name: 'Join For Free' });
  const withoutRewards = main.getByRole('button', { name: 'Create Account Without Rewards' });
  await expect(join).toBeDisabled();
  await main.getByLabel('First Name').fill('Ada');
  await main.getByLabel('Last Name').fill('Lovelace');
  await main.getByLabel('Password', { exact: true }).fill('short');
  await main.getByLabel('Zip Code').fill('9810');
  await main.getByLabel('Phone').click();
  await expect(main.getByText('Password must contain at least 8 characters.')).toBeVisible();
  await expect(main.getByText('Please enter a valid zip code')).toBeVisible();
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Zip Code').fill('98101');
  await main.getByLabel('Phone').pressSequentially('2065550100');
  await expect(main.getByLabel('Phone')).toHaveValue('(206) 555-0100');
  // Only the loyalty consent is missing: without rewards is possible, Join For Free is not.
  await expect(withoutRewards).toBeEnabled();
  await expect(join).toBeDisabled();
  await main.getByRole('checkbox', { name: /I agree to join Ridgeline Rewards/ }).check();
  await expect(join).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await join.click();

  await expect(page.getByText('Welcome, Ada!')).toBeVisible();
  await expect(page.getByText("You've successfully signed up!")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main.getByRole('heading', { name: 'Hello, Ada!' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'rl_shopper');
  expect(cookie?.httpOnly).toBe(true);

  // Log out: the session is gone, the account area asks to sign in again.
  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount$/);

  // As a guest again: something in the bag, then log in — the bag follows.
  await openProductWithSize(page);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  await page.goto('/login');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { name: 'Log In', exact: true })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Keep me logged in.' })).toBeChecked();
  const password = main.getByLabel('Password', { exact: true });
  await password.fill('Wrong-Password-1');
  await main.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await main.getByRole('button', { name: 'Log In', exact: true }).click();
  const alert = main.getByRole('alert').filter({ hasText: 'Invalid login or password.' });
  await expect(alert).toHaveText(
    /Invalid login or password\. Remember that password is case-sensitive\. Please try again\./,
  );
  await expectNoSeriousA11yViolations(page);
  await password.fill(PASSWORD);
  await main.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('Welcome back, Ada!')).toBeVisible();
  await expect(page.getByText('You are now logged in.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Hello, Ada!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Bag, 1 item/ })).toBeVisible();
});
