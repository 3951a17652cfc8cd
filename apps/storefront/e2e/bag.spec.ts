import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { findBundle, openProductWithSize } from './support/product';

test('add to bag from a product page: the Added to bag dialog, then the header count', async ({ page }) => {
  const name = await openProductWithSize(page);
  const add = page.getByRole('button', { name: 'Add to Bag' });
  await expect(add).toBeEnabled();
  await add.click();

  const dialog = page.getByRole('dialog', { name: 'Added to bag' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(name)).toBeVisible();
  await expect(dialog.getByText(/ \/ /)).toBeVisible();
  await expect(dialog.getByText('Qty: 1')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Bag (1)' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: /^Bag, 1 item/ })).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'rl_shopper');
  expect(session?.httpOnly).toBe(true);

  // Again: the same line grows, the dialog closes when the shopper moves on.
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' }).getByRole('link', { name: 'Bag (2)' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Added to bag' }).getByRole('link', { name: 'Bag (2)' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toHaveCount(0);
});

test('a form posted from another site is refused', async ({ request, baseURL }) => {
  const response = await request.post(`${baseURL}/product/RL100001`, {
    form: { intent: 'add-to-bag', productId: 'RL100001', quantity: '1' },
    headers: { origin: 'https://evil.example' },
  });
  expect(response.status()).toBe(403);
});

test('the cart: change quantities, apply and refuse promo codes, remove to an empty bag', async ({ page }) => {
  const short = await openProductWithSize(page);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await page.getByRole('dialog', { name: 'Added to bag' }).getByRole('link', { name: 'Bag (1)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Bag (1 item)');
  await page.getByLabel(`Quantity of ${short}`).selectOption('2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Bag (2 items)');
  await expect(page.getByRole('link', { name: /^Bag, 2 items/ })).toBeVisible();
  await page.getByLabel('Promo Code').fill('nope');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('Coupon code "nope" is not valid.');
  const total = async () => page.getByRole('region', { name: 'Order Summary' }).locator('dd').last().innerText();
  const before = await total();
  await page.getByLabel('Promo Code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('list', { name: 'Applied promo codes' })).toContainText('WELCOME10');
  await expect(page.getByText('10% off your order with WELCOME10').first()).toBeVisible();
  expect(await total()).not.toBe(before);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Remove ${short}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bag is empty');
});

test('a bundle in the Added to bag dialog: one block with its total, price × quantity (spec 2 §2)', async ({
  page,
  request,
}) => {
  // Bundles have no volume tiers: their unit price at any quantity is the product's price.
  const bundle = await findBundle<{ id: string; price: number; inventory: { ats: number } }>(
    request,
    (p) => p.inventory.ats >= 2,
  );
  expect(bundle, 'a bundle with two in stock').toBeDefined();
  await page.goto(`/product/${bundle!.id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to bag' });
  await expect(dialog.getByText('Qty: 2')).toBeVisible();
  const total = (bundle!.price * 2).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(dialog.getByText(total, { exact: true })).toBeVisible();
});
