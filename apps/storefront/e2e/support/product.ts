import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** The first bundle search finds (by "kit" or "bundle") whose whole product, from the API, passes `wanted`. */
export async function findBundle<T extends { id: string }>(
  request: APIRequestContext,
  wanted: (product: T) => boolean,
): Promise<T | undefined> {
  for (const q of ['kit', 'bundle']) {
    const { hits } = await (await request.get(`/api/product-search?q=${q}&limit=50`)).json();
    for (const hit of hits.filter((h: { hitType?: string }) => h.hitType === 'bundle')) {
      const product = (await (await request.get(`/api/products/${hit.productId}`)).json()) as T;
      if (wanted(product)) return product;
    }
  }
  return undefined;
}
