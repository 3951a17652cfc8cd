import { expect, type Page } from '@playwright/test';

/**
 * From a bag holding something, through /checkout as a signed-in Seattle customer (the contact step
 * only when the bag lacks the e-mail), standard shipping and the test card, to the confirmation
 * page. Answers the order number.
 */
export async function checkOutInSeattle(
  page: Page,
  { email, firstName, lastName }: { email: string; firstName: string; lastName: string },
): Promise<string> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  if (await page.getByLabel('Email', { exact: true }).isVisible()) {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue to Shipping Address' }).click();
  }
  const address = page.getByRole('region', { name: '2. Shipping Address' });
  await address.getByLabel('First Name').fill(firstName);
  await address.getByLabel('Last Name').fill(lastName);
  await address.getByLabel('Address', { exact: true }).fill('1200 Pine Street');
  await address.getByLabel('City').fill('Seattle');
  await address.getByLabel('State').selectOption('WA');
  await address.getByLabel('Zip Code').fill('98101');
  await address.getByLabel('Phone').pressSequentially('2065550100');
  await address.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  await page
    .getByRole('region', { name: '3. Shipping Method' })
    .getByRole('button', { name: 'Continue to Payment' })
    .click();
  const payment = page.getByRole('region', { name: '4. Payment' });
  await payment.getByLabel('Card Number').fill('4242424242424242');
  await payment.getByLabel('Name on Card').fill(`${firstName} ${lastName}`);
  await payment.getByLabel('Expiry Date (MM/YY)').fill('1230');
  await payment.getByLabel('Security Code').fill('123');
  await payment.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  return (await page.getByTestId('order-number').innerText()).trim();
}
