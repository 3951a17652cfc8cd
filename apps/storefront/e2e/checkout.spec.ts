import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { uniqueEmail } from './support/customers';
import { receivedMail } from './support/mailbox';
import { openProductWithSize } from './support/product';

test('guest checkout from a category page to the confirmation page and the e-mail', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('guest');
  const name = await openProductWithSize(page);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await page.getByRole('dialog', { name: 'Added to bag' }).getByRole('link', { name: 'Bag (1)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Bag (1 item)');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Checkout' }).click();

  // The reduced header and footer of checkout pages.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByRole('link', { name: 'Back to Bag' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  for (const link of ['Shipping', 'Returns & Exchanges', 'Terms & Conditions', 'Privacy Policy', 'Site Map']) {
    await expect(page.getByRole('contentinfo').getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  for (const card of ['Visa', 'Mastercard', 'Amex', 'Discover']) {
    await expect(page.getByRole('img', { name: card })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // 1. Contact: checked in the browser first.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue to Shipping Address' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue to Shipping Address' }).click();

  // 2. Shipping address, with the per-country postal code and phone rules.
  const address = page.getByRole('region', { name: '2. Shipping Address' });
  await expect(address.getByLabel('First Name')).toBeVisible();
  await address.getByLabel('First Name').fill('Ada');
  await address.getByLabel('Last Name').fill('Lovelace');
  await address.getByLabel('Address', { exact: true }).fill('1200 Pine Street');
  await address.getByLabel('City').fill('Seattle');
  await address.getByLabel('State').selectOption('WA');
  await address.getByLabel('Zip Code').fill('9810');
  await address.getByLabel('Phone').pressSequentially('206555010');
  await address.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  await expect(address.getByText('Please enter a valid zip code')).toBeVisible();
  await expect(address.getByText('Please enter a valid phone number.')).toBeVisible();
  await expect(address.getByLabel('Zip Code')).toBeFocused();
  await address.getByLabel('Zip Code').fill('98101');
  await address.getByLabel('Phone').fill('');
  await address.getByLabel('Phone').pressSequentially('2065550100');
  await expect(address.getByLabel('Phone')).toHaveValue('(206) 555-0100');
  await address.getByRole('button', { name: 'Continue to Shipping Method' }).click();

  // 3. Shipping method; 4. payment.
  const method = page.getByRole('region', { name: '3. Shipping Method' });
  await expect(method.getByRole('radio').first()).toBeChecked();
  await method.getByRole('button', { name: 'Continue to Payment' }).click();
  const payment = page.getByRole('region', { name: '4. Payment' });
  await expect(payment.getByLabel('Card Number')).toBeVisible();
  await expect(page.getByRole('region', { name: '2. Shipping Address' })).toContainText('1200 Pine Street');
  await expectNoSeriousA11yViolations(page);

  // A declined card keeps the bag; the approving card places the order.
  await payment.getByLabel('Card Number').fill('4000000000000002');
  await payment.getByLabel('Name on Card').fill('Ada Lovelace');
  await payment.getByLabel('Expiry Date (MM/YY)').fill('1230');
  await payment.getByLabel('Security Code').fill('123');
  await payment.getByRole('button', { name: 'Place Order' }).click();
  await expect(payment.getByRole('alert')).toContainText(/declined/i);
  await payment.getByLabel('Card Number').fill('4242424242424242');
  await expect(payment.getByLabel('Card Number')).toHaveValue('4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page).toHaveURL(/\/checkout\/confirmation\/[A-Za-z0-9-]+$/);
  const orderNo = (await page.getByTestId('order-number').innerText()).trim();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Bag, empty/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Only the shopper who placed the order sees its confirmation.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const response = await other.goto(new URL(page.url()).pathname);
  expect(response?.status()).toBe(404);
  await stranger.close();

  const mail = await receivedMail(email, new RegExp(orderNo));
  expect(mail.subject).toBe(`Your Ridgeline order ${orderNo} is confirmed`);
  expect(mail.text).toContain(orderNo);
  expect(mail.text).toContain(name);
  expect(mail.html).toContain(orderNo);
});

test('checkout with an empty bag goes back to the bag', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bag is empty');
});

test('a Canadian checkout in French: prices in CAD, provinces, postal codes, a French confirmation and e-mail', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('invite');
  await openProductWithSize(page);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  // The same bag, in the French Canadian shop: repriced in Canadian dollars.
  await page.goto('/fr-CA/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre panier (1 article)');
  await expect(page.getByRole('region', { name: 'Récapitulatif de la commande' }).getByText(/\d,\d{2}\s\$/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Passer à la caisse' }).click();

  await expect(page).toHaveURL(/\/fr-CA\/checkout$/);
  await page.getByLabel('Courriel').fill(email);
  await page.getByRole('button', { name: 'Continuer vers l’adresse de livraison' }).click();

  const address = page.getByRole('region', { name: '2. Adresse de livraison' });
  await expect(address.getByLabel('Pays')).toHaveValue('CA');
  await address.getByLabel('Prénom').fill('Léa');
  await address.getByLabel('Nom', { exact: true }).fill('Tremblay');
  await address.getByLabel('Adresse', { exact: true }).fill('1150, rue Saint-Jean');
  await address.getByLabel('Ville').fill('Québec');
  await address.getByLabel('Province').selectOption('QC');
  await address.getByLabel('Code postal').fill('12345');
  await address.getByLabel('Téléphone').pressSequentially('4185550157');
  await address.getByRole('button', { name: 'Continuer vers le mode de livraison' }).click();
  await expect(address.getByText('Veuillez entrer un code postal valide')).toBeVisible();
  await address.getByLabel('Code postal').fill('g1r1s4');
  await address.getByRole('button', { name: 'Continuer vers le mode de livraison' }).click();
  await expect(address).toContainText('G1R 1S4');

  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  const payment = page.getByRole('region', { name: '4. Paiement' });
  await payment.getByLabel('Numéro de carte').fill('4242424242424242');
  await payment.getByLabel('Nom sur la carte').fill('Léa Tremblay');
  await payment.getByLabel('Date d’expiration (MM/AA)').fill('1230');
  await payment.getByLabel('Code de sécurité').fill('123');
  await expectNoSeriousA11yViolations(page);
  await payment.getByRole('button', { name: 'Passer la commande' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande!');
  await expect(page).toHaveURL(/\/fr-CA\/checkout\/confirmation\/[A-Za-z0-9-]+$/);
  const orderNo = (await page.getByTestId('order-number').innerText()).trim();
  // Quebec: GST and QST, so the tax line is not zero.
  const tax = page.locator('dt', { hasText: /^Taxes$/ }).locator('xpath=following-sibling::dd');
  await expect(tax).toHaveText(/^(?!0,00)\d+,\d{2}\s\$$/);
  const mail = await receivedMail(email, new RegExp(orderNo));
  expect(mail.subject).toBe(`Votre commande Ridgeline ${orderNo} est confirmée`);
});
