import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const TEST_PASSWORD = 'Trail-Runner-2026';

/** An e-mail no other test, worker or retry uses. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${test.info().workerIndex}-${test.info().retry}@example.com`;

/**
 * A customer made through the engine's API with the spec's registration payload (spec 1 §3); the
 * registration form has its own tests in accounts.spec.ts. A Seattle customer outside the loyalty
 * programme unless told otherwise. Answers the e-mail.
 */
export async function registeredCustomer(
  request: APIRequestContext,
  tag: string,
  {
    firstName = 'Grace',
    lastName = 'Hopper',
    email = uniqueEmail(tag),
  }: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<string> {
  const response = await request.post('/api/shopper/customers?locale=en-US', {
    data: registration({ firstName, lastName, email }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The engine's registration body (the spec's payload): a Seattle customer outside the loyalty programme. */
export function registration({ firstName, lastName, email }: { firstName: string; lastName: string; email: string }) {
  return {
    customer: {
      firstName,
      lastName,
      email,
      login: email,
      c_additionalFields: {
        phone: '(206) 555-0100',
        gender: -1,
        postalCode: '98101',
        newsletter: false,
        sendsmsconsent: false,
        privacyconsent: false,
        isLoyaltyFormSubmit: false,
      },
    },
    password: TEST_PASSWORD,
  };
}

/**
 * On /login, the e-mail step, then (with passwordless sign-in on, the options come first) the
 * Password option, and the password typed in: the form as it is before Log In.
 */
export async function fillPasswordLogin(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await page.goto('/login');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Log In', exact: true })).toBeVisible();
  const passwordOption = main.getByRole('button', { name: 'Password', exact: true });
  if (await passwordOption.isVisible()) await passwordOption.click();
  await main.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * Logs in on /login with a password (`fillPasswordLogin`, then Log In). It does not wait for the
 * outcome: a test may expect a refusal.
 */
export async function logIn(page: Page, email: string, password: string) {
  await fillPasswordLogin(page, email, password);
  await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
}
