import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { logIn, registeredCustomer, TEST_PASSWORD, uniqueEmail } from './support/customers';
import { receivedMail } from './support/mailbox';

// A light page: the footer is the same on every page, and this one has little else to wait for.
const PAGE = '/international';
const WELCOME = /subscribed to Ridgeline emails/;

/** The footer's email area, once the page has hydrated (a click before is held and replayed, decision 038). */
async function footerEmail(page: Page) {
  const area = page.getByRole('region', { name: 'Stay in the loop' });
  await expect(area.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  return area;
}

/** The welcome e-mail's unsubscribe link, from its List-Unsubscribe header (RFC 8058), checked against its body. */
async function unsubscribeLinkOf(email: string) {
  const mail = await receivedMail(email, WELCOME);
  const header = (mail.headers['list-unsubscribe'] ?? '').replace(/\s+/g, '');
  expect(header).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token=rl_unsub_[\w-]{43}>$/);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = header.slice(1, -1);
  expect(mail.text).toContain(link);
  return new URL(link);
}

test('a new address: the footer checks the email, then the drawer asks for the postal code and gender, Submit thanks', async ({
  page,
}) => {
  const email = uniqueEmail('newsletter');
  await page.goto(PAGE);
  const area = await footerEmail(page);
  const field = area.getByRole('textbox', { name: 'Email address' });

  // Spec 3 §5: an empty submit, a wrong address on blur, more than 50 characters.
  await area.getByRole('button', { name: 'Sign Up' }).click();
  await expect(area.getByText('Please enter a valid email address.')).toBeVisible();
  await field.fill('hiker@trail');
  await field.blur();
  await expect(area.getByText('Please enter a valid email address.')).toBeVisible();
  await field.fill(`${'a'.repeat(40)}@ridgeline.ca`);
  await field.blur();
  await expect(area.getByText('Must be less than 50 characters.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(email);
  await field.blur();
  await expect(area.getByText('Must be less than 50 characters.')).toBeHidden();
  await area.getByRole('button', { name: 'Sign Up' }).click();

  const drawer = page.getByRole('dialog', { name: 'Thanks for Signing Up!' });
  await expect(drawer.getByRole('textbox', { name: 'Zip Code' })).toBeFocused();
  await expect(drawer.getByRole('button', { name: 'Skip' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByText('This field is required.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Zip Code' }).fill('K1A 0B1');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByText('Please enter a valid zip code')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Zip Code' }).fill('98101');
  await drawer.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Female' });
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Thank You' })).toBeVisible();

  // The welcome e-mail's link: a look changes nothing; the button unsubscribes.
  const link = await unsubscribeLinkOf(email);
  await page.goto(link.pathname + link.search);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Unsubscribe from Emails' })).toBeVisible();
  await expect(main.getByText(/Do you want to stop receiving Ridgeline emails at n•••/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(main.getByRole('status')).toContainText('is unsubscribed and will no longer receive Ridgeline emails.');
});

test('a signed-in customer finds their email filled in and, all fields known, the thank-you summary', async ({
  page,
  request,
}) => {
  const email = await registeredCustomer(request, 'nl-member');
  await logIn(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(PAGE);
  const area = await footerEmail(page);
  await expect(area.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await area.getByRole('button', { name: 'Sign Up' }).click();

  const drawer = page.getByRole('dialog', { name: 'Thanks for Signing Up!' });
  await expect(drawer.getByText('98101')).toBeVisible();
  await expect(drawer.getByText('Prefer not to answer')).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Zip Code' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A mail client's one-click unsubscribe (RFC 8058): a cross-site POST with no cookies.
  const link = await unsubscribeLinkOf(email);
  const oneClick = await request.post(link.pathname + link.search, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { origin: 'https://mail.example' },
  });
  expect(oneClick.status(), await oneClick.text()).toBe(200);

  await drawer.getByRole('link', { name: 'View My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('main').getByRole('status')).toContainText('is unsubscribed');
});

test('the marketing link opens the two-step sign-up on a wide window and hands over to the drawer', async ({
  page,
}) => {
  await page.goto(PAGE);
  await footerEmail(page);
  await page.getByRole('link', { name: /Get 10% off your first order/ }).click();
  const modal = page.getByRole('dialog', { name: 'Get 10% off your first order' });
  await expect(modal.getByRole('textbox', { name: 'Email address' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await modal.getByRole('button', { name: 'Sign Up' }).click();
  await expect(modal.getByText('Please enter a valid email address.')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('two-step'));
  await modal.getByRole('button', { name: 'Sign Up' }).click();
  await expect(modal).toBeHidden();
  const drawer = page.getByRole('dialog', { name: 'Thanks for Signing Up!' });
  await drawer.getByRole('button', { name: 'Skip' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
});
