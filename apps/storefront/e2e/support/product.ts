import { expect, type Page } from '@playwright/test';

/** From a category page into its first product, choosing a size in stock; answers the product name before any |. */
export async function openProductWithSize(page: Page): Promise<string> {
  await page.goto('/category/mens-clothing');
  const tile = page.getByRole('article').first().getByRole('heading');
  const tileName = await tile.innerText();
  await tile.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tileName);
  await page.getByRole('group').filter({ hasText: /^Size/ }).locator('a[data-available="true"]').first().click();
  await expect(page).toHaveURL(/size=/);
  return tileName.split('|')[0]!.trim();
}
