import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const LAYERING = { id: 'how-to-layer-for-winter-hiking', name: 'How to Layer for Winter Hiking' };

test('quick search: Trending Articles lead to the article, which leads back to the catalogue @listing', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search' }).fill('layering');
  await expect(page.getByRole('heading', { name: 'Trending Articles' })).toBeVisible();
  const link = page.getByRole('link', { name: LAYERING.name });
  await expect(link).toHaveAttribute('href', `/content/${LAYERING.id}`);
  await link.click();
  // /content/{id} (spec 2 §2) is the content page /t/{id} (spec 3 §2.1).
  await expect(page).toHaveURL(new RegExp(`/t/${LAYERING.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: LAYERING.name })).toBeVisible();
  await expect(page).toHaveTitle(`${LAYERING.name} | Ridgeline`);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
  // Products of the article's first category follow it.
  const products = page.getByRole('region', { name: "Men's Clothing: Base Layers" });
  await expect(products.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const shop = page.getByRole('region', { name: 'Shop the Story' });
  await shop.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/c(ategory)?\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a content page in French; a content page with no content goes to the home page', async ({ page }) => {
  const response = await page.request.get(`/fr-CA/content/${LAYERING.id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`/fr-CA/t/${LAYERING.id}`);
  await page.goto(`/fr-CA/t/${LAYERING.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Comment superposer ses vêtements pour la randonnée hivernale',
  );
  await expect(page.getByText(/^Publié le /)).toBeVisible();
  await page.goto('/t/no-such-article');
  await expect(page).toHaveURL(/\/$/);
});

test('the footers’ service pages are real pages', async ({ page }) => {
  await page.goto('/');
  // The site footer (from content, spec 3 §2.5, or the shop's own) links every service page the
  // checkout's footer lists.
  const footer = page.getByRole('contentinfo');
  const help = footer.getByRole('navigation', { name: 'Help' });
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  for (const [list, name, path] of [
    [help, 'Shipping', '/t/shipping'],
    [help, 'Returns & Exchanges', '/t/returns-exchanges'],
    [legal, 'Terms & Conditions', '/t/terms-conditions'],
    [legal, 'Privacy Policy', '/t/privacy-policy'],
    [legal, 'Site Map', '/t/site-map'],
  ] as const) {
    await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await help.getByRole('link', { name: 'Shipping', exact: true }).click();
  await expect(page).toHaveURL(/\/t\/shipping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await legal.getByRole('link', { name: 'Site Map', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Map' })).toBeVisible();
  await help.getByRole('link', { name: 'Returns & Exchanges', exact: true }).click();
  await expect(page).toHaveURL(/\/t\/returns-exchanges$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Returns & Exchanges' })).toBeVisible();
  await legal.getByRole('link', { name: 'Terms & Conditions', exact: true }).click();
  await expect(page).toHaveURL(/\/t\/terms-conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await page.goto('/t/shipping');
  await expectNoSeriousA11yViolations(page);
});

test('the site map lists the departments, the guides and the service pages, in each language', async ({ page }) => {
  await page.goto('/t/site-map');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Map' })).toBeVisible();
  await expect(page).toHaveTitle('Site Map | Ridgeline');
  const shop = page.getByRole('region', { name: 'Shop' });
  await expect(shop.getByRole('link', { name: 'Footwear', exact: true })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Hiking Boots' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Guides' }).getByRole('link', { name: LAYERING.name })).toBeVisible();
  const service = page.getByRole('region', { name: 'Customer Service' });
  await expect(service.getByRole('link', { name: 'Find a Store' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await service.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/t\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  await page.goto('/fr-CA/t/site-map');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan du site' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Service à la clientèle' }).getByRole('link', { name: 'Livraison', exact: true }),
  ).toBeVisible();
});
