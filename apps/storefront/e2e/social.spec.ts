import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { fillPasswordLogin } from './support/customers';
import { linkIn, mailsTo } from './support/mailbox';

/**
 * Sign-in with Apple and Google against the local OpenID provider (e2e/support/oidc-provider.ts),
 * which stands in for both: any login and password; the login is the subject.
 */

/** At the provider: its development login page, then its consent page (both only when it asks). */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The customer the context's session cookie belongs to, straight from the engine. */
async function customerOf(context: BrowserContext, page: Page) {
  const token = (await context.cookies()).find((c) => c.name === 'rl_shopper')?.value;
  const response = await page.request.get('/api/shopper/customers/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { customerId: string; email: string; firstName: string };
}

test('sign in with Google from the account modal: back on the same page, signed in; the same subject later signs in to the same account', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const login = `gina-${Date.now()}-${test.info().workerIndex}`;

  await page.goto('/category/mens-clothing');
  await page.getByRole('button', { name: 'My account' }).click();
  const modal = page.getByRole('dialog', { name: 'Log in or create an account' });
  await expect(modal.getByRole('heading', { name: 'Log In or Join For Free' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Sign in with Apple' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await modal.getByRole('button', { name: 'Sign in with Google' }).click();

  // At the identity provider, then back on the page the modal was opened on.
  await signInAtProvider(page, login);
  await expect(page.getByText('Welcome, Gina!')).toBeVisible();
  await expect(page.getByText("You've successfully signed up!")).toBeVisible();
  await expect(page).toHaveURL(/\/category\/mens-clothing$/);
  expect(await page.evaluate(() => sessionStorage.getItem('returnToPage'))).toBeNull();
  await page.getByRole('button', { name: 'My account' }).click();
  await expect(page.getByRole('dialog', { name: 'Hello, Gina!' })).toBeVisible();
  const first = await customerOf(context, page);
  expect(first.email).toBe(`${login}@example.com`);

  // Another browser, the same Google account: the same customer, welcomed back, on the returnUrl.
  const other = await browser.newContext();
  try {
    const again = await other.newPage();
    await again.goto('/login?returnUrl=%2Fstore-locator');
    await again.getByRole('button', { name: 'Sign in with Google' }).click();
    await signInAtProvider(again, login);
    await expect(again.getByText('Welcome back, Gina!')).toBeVisible();
    await expect(again.getByText('You are now logged in.')).toBeVisible();
    await expect(again).toHaveURL(/\/store-locator$/);
    expect((await customerOf(other, again)).customerId).toBe(first.customerId);
  } finally {
    await other.close();
  }
});

test('sign in with Apple from the login page: its answer is posted back across sites and completed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const login = `april-${Date.now()}-${test.info().workerIndex}`;
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Sign in with Apple' }).click();
  await signInAtProvider(page, login);
  // No returnUrl on the login page: the account.
  await expect(page.getByText('Welcome, April!')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Hello, April!' })).toBeVisible();
});

test('a failed social sign-in comes back to the login page as its form error', async ({ page }) => {
  // A made-up answer (no sign-in was started in this browser): the generic message.
  await page.goto('/social-callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/login\?socialError=failed$/);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText('Something went wrong. Try again!');
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);

  // A provider the shop is not registered with (spec 1 §8).
  await page.goto('/login?socialError=unavailable');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This feature is not currently available.');
});

test('an account made with Google has no postal code: once it has a password, the password login asks for one and saves it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = `pat-${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
  const email = `${login}@example.com`;
  const main = page.getByRole('main');
  await page.goto('/login');
  await main.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInAtProvider(page, login);
  await expect(main.getByRole('heading', { name: 'Hello, Pat!' })).toBeVisible();
  await expect(main.getByLabel('Zip Code')).toHaveValue('');
  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A password, set through the e-mailed reset link.
  await page.goto('/reset-password');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  const [mail] = await mailsTo(email, /^Reset your Ridgeline password$/, 1);
  await page.goto(linkIn(mail!));
  await main.getByLabel('New Password').fill('Granite-Peak-2028');
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Success')).toBeVisible();

  // The precheck says the account needs a postal code (updatePostalCode): the login form asks for
  // it, and Log In waits for it (spec 1 §2: disabled while the form is invalid).
  await fillPasswordLogin(page, email, 'Granite-Peak-2028');
  const logInButton = main.getByRole('button', { name: 'Log In', exact: true });
  await expect(logInButton).toBeDisabled();
  await main.getByLabel('Zip Code').focus();
  await main.getByLabel('Zip Code').blur();
  await expect(main.getByText('This field is required.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByLabel('Zip Code').fill('98101');
  await logInButton.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main.getByLabel('Zip Code')).toHaveValue('98101');
});
