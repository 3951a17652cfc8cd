import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { registeredCustomer, TEST_PASSWORD } from './support/customers';

test('a guest saves a product from a tile after signing in, then finds and removes it on the wishlist page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await registeredCustomer(request, 'wish', { firstName: 'Wren', lastName: 'Walker' });
  const main = page.getByRole('main');

  await page.goto('/category/mens-clothing');
  const tile = main.getByRole('article').first();
  const name = (await tile.getByRole('heading').innerText()).trim();
  const heart = tile.getByRole('button', { name: 'Add to wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();

  // The sign-in modal opens; after signing in, the save goes ahead by itself.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Log In or Join For Free' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await dialog.getByRole('button', { name: 'Password', exact: true }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  const added = page.getByRole('status').filter({ hasText: 'Added to wishlist' });
  await expect(added).toBeVisible();
  const view = added.getByRole('link', { name: 'View Wishlist' });
  await expect(view).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');

  await view.click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  const row = main.getByRole('article', { name });
  await expect(row.getByRole('link', { name })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Select Options' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from wishlist' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'No Wishlist Items' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a signed-in customer toggles the heart on a product page; the state survives a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await registeredCustomer(request, 'wish', { firstName: 'Wren', lastName: 'Walker' });
  const main = page.getByRole('main');
  await page.goto('/login');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await main.getByRole('button', { name: 'Password', exact: true }).click();
  await main.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await main.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/category/footwear');
  await main.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The product page's own heart comes before any recommended product's.
  const heart = main.getByRole('button', { name: 'Add to wishlist' }).first();
  // A double click is one save: one toast, one row.
  await heart.dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Added to wishlist' })).toHaveCount(1);
  const saved = main.getByRole('button', { name: 'Remove from wishlist' }).first();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await saved.click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from wishlist' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to wishlist' }).first()).toHaveAttribute('aria-pressed', 'false');
});
