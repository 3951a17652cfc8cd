import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { logIn, registeredCustomer, TEST_PASSWORD } from './support/customers';
import { linkIn, mailsTo } from './support/mailbox';

const NEW_PASSWORD = 'Summit-Push-2027';

test('password reset: the request never says whether the account exists, the e-mailed link sets a new password once and logs every browser out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await registeredCustomer(request, 'reset');
  const main = page.getByRole('main');

  // Another browser is signed in with the old password.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, email, TEST_PASSWORD);
  await expect(otherPage.getByRole('main').getByRole('heading', { name: 'Hello, Grace!' })).toBeVisible();

  // The request page (spec 1 §2 "Reset password page").
  await page.goto('/reset-password');
  await expect(main.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(main.getByText('Enter your email to receive instructions on how to reset your password')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Back' })).toBeVisible();
  await main.getByLabel('Email').fill('grace@example');
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(main.getByLabel('Email')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // An unknown address gets the same "Password Reset" view as a known one.
  await main.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await page.goto('/reset-password');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await expect(main.getByText(`If an account exists for ${email}`)).toBeVisible();
  await expect(main.getByText(/check your junk mail/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The e-mail, read from the SMTP server: HTML and text, the link to the landing page.
  const [mail] = await mailsTo(email, /^Reset your Ridgeline password$/, 1);
  const link = linkIn(mail!);
  expect(new URL(link).pathname).toBe('/reset-password-landing');

  // The landing page: a new password under the registration rules.
  await page.goto(link);
  await expect(main.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(main.getByText('Your password must contain:')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByLabel('New Password').fill('alllowercase1');
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByText('Password must contain at least 1 uppercase letter.')).toBeVisible();
  await main.getByLabel('New Password').fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Success')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link works once.
  await page.goto(link);
  await expect(main.getByText('Invalid token, please try again.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();

  // The other browser was logged out by the reset.
  await otherPage.goto('/account');
  await expect(otherPage).toHaveURL(/\/login\?returnUrl=%2Faccount$/);
  await other.close();

  // The old password no longer works; the new one does.
  await logIn(page, email, TEST_PASSWORD);
  await expect(main.getByRole('alert').filter({ hasText: 'Invalid login or password.' })).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Hello, Grace!' })).toBeVisible();
});

test('passwordless: Continue Securely, check your email, Resend Link, and the link signs in once after a confirm step', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await registeredCustomer(request, 'linkin');
  const main = page.getByRole('main');
  await page.goto('/login');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Log In', exact: true })).toBeVisible();

  // The sign-in options: Password shows the password field, Back to Sign In Options returns.
  await main.getByRole('button', { name: 'Password', exact: true }).click();
  await expect(main.getByLabel('Password', { exact: true })).toBeFocused();
  await main.getByRole('button', { name: 'Back to Sign In Options' }).click();
  await expect(main.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('button', { name: 'Continue Securely' }).click();
  await expect(main.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(main.getByText(`We just sent a login link to ${email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [first] = await mailsTo(email, /^Your Ridgeline login link$/, 1);
  await main.getByRole('button', { name: 'Resend Link' }).click();
  await expect(main.getByText('We sent you a new link.')).toBeVisible();
  const mails = await mailsTo(email, /^Your Ridgeline login link$/, 2);
  const firstLink = linkIn(first!);
  const link = linkIn(mails.at(-1)!);
  expect(link).not.toBe(firstLink);
  expect(new URL(link).pathname).toBe('/passwordless-login-landing');

  // The resent link replaced the first one.
  await page.goto(firstLink);
  await expect(main.getByText('Invalid token, please try again.')).toBeVisible();

  // A mail scanner or prefetch opening the link does not use it up.
  expect((await request.get(link)).status()).toBe(200);
  await page.goto(link);
  await expect(main.getByRole('heading', { name: 'Log In', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Welcome back, Grace!')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main.getByRole('heading', { name: 'Hello, Grace!' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'rl_shopper');
  expect(cookie?.httpOnly).toBe(true);

  // Used once: a second visit is refused.
  await page.goto(link);
  await expect(main.getByText('Invalid token, please try again.')).toBeVisible();
});

test('forgot password inside the sign-in flow, and the legacy reset dialog endpoint on this origin', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await registeredCustomer(request, 'forgot');
  const main = page.getByRole('main');
  await page.goto('/login');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await main.getByRole('button', { name: 'Password', exact: true }).click();
  await main.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(main.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveValue(email);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await main.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(main.getByRole('heading', { name: 'Log In', exact: true })).toBeVisible();

  // Spec 1 §7: the legacy dialog's form post answers `success`, the same for an unknown address.
  const endpoint = '/on/demandware.store/Sites-ridgeline-Site/fr_CA/Account-PasswordResetDialogForm?mobile=true';
  const sameOrigin = { origin: baseURL! };
  const known = await request.post(endpoint, { form: { loginEmail: email }, headers: sameOrigin });
  const unknown = await request.post(endpoint, { form: { loginEmail: `no-${email}` }, headers: sameOrigin });
  expect(known.status()).toBe(200);
  expect(await known.json()).toEqual({ success: true });
  expect(unknown.status()).toBe(200);
  expect(await unknown.json()).toEqual({ success: true });
  const french = await mailsTo(email, /^Réinitialisez votre mot de passe Ridgeline$/, 1);
  expect(new URL(linkIn(french[0]!)).pathname).toBe('/fr-CA/reset-password-landing');
  const bad = await request.post(endpoint, { form: { loginEmail: 'nope' }, headers: sameOrigin });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).success).toBe(false);
  const crossSite = await request.post(endpoint, {
    form: { loginEmail: email },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(403);
});
