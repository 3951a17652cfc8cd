import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The e2e store's staff account (decision 047): a content author, made by `npm run staff -- add`
 * on the store's fresh database before the server starts (playwright.config.ts).
 */
export const E2E_STAFF = {
  email: 'e2e-author@ridgeline.example',
  password: 'E2e-Author-2026',
  role: 'content-author',
} as const;

/** The command that makes the account before the store starts (the password from STAFF_PASSWORD). */
export const E2E_STAFF_COMMAND = `npx tsx packages/data/src/cli/staff.ts add ${E2E_STAFF.email} --role ${E2E_STAFF.role}`;

/** A staff session token for API calls (the management API takes it as the bearer). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/staff/sessions', {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** Signs in through the storefront's staff sign-in page, which leads on to `next` (or the home). */
export async function signInAsStaff(page: Page, next?: string): Promise<void> {
  await page.goto(next ? `/staff/login?next=${encodeURIComponent(next)}` : '/staff/login');
  await page.getByLabel('E-mail').fill(E2E_STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
