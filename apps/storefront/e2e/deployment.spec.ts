import { chromium, expect, test, type Browser } from '@playwright/test';
import { TEST_PASSWORD } from './support/customers';
import { ADMIN_TOKEN, SHOP_HOST, requestsOf, startDeployment, type Deployment } from './support/deployment';

/**
 * The shop as deployed: two instances on PostgreSQL and Redis behind nginx ending TLS, round robin,
 * no sticky sessions (docs/deploy.md). A shopper's journey crosses both instances; a price changed
 * through one is on the other's pages within a second.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let deployment: Deployment;
let browser: Browser;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  deployment = await startDeployment({ products: 60 });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP ${SHOP_HOST} 127.0.0.1`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await deployment?.stop();
});

test('a shopper signs in, fills the bag, checks out and sees the order, served by both instances over https', async () => {
  const context = await browser.newContext({ baseURL: deployment.origin, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const email = `deploy-${Date.now()}@example.com`;
  const posts = () => deployment.instances.map((i) => requestsOf(i).filter((r) => r.method === 'POST'));

  // Registration through the proxy (from the page: only the browser resolves the shop's name),
  // then the sign-in form.
  const home = await page.goto('/');
  expect(home!.headers()['strict-transport-security']).toBe('max-age=31536000');
  const registered = await page.evaluate(async ({ email, password }) => {
    const answer = await fetch('/api/shopper/customers?locale=en-US', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: {
          firstName: 'Ada',
          lastName: 'Lovelace',
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
        password,
      }),
    });
    return { status: answer.status, body: await answer.text() };
  }, { email, password: TEST_PASSWORD });
  expect(registered.status, registered.body).toBe(201);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  const passwordOption = main.getByRole('button', { name: 'Password', exact: true });
  await expect(main.getByRole('heading', { name: 'Log In', exact: true })).toBeVisible();
  if (await passwordOption.isVisible()) await passwordOption.click();
  await main.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await main.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Hello, Ada!' })).toBeVisible();
  const cookies = await context.cookies();
  const session = cookies.filter((c) => c.name.startsWith('rl_'));
  expect(session.length).toBeGreaterThan(0);
  for (const cookie of session) expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true });

  // Add to bag (a POST each instance may take), then check out.
  await page.goto('/category/mens-clothing');
  const tile = page.getByRole('article').first().getByRole('heading');
  await tile.getByRole('link').click();
  await page.getByRole('group').filter({ hasText: /^Size/ }).locator('a[data-available="true"]').first().click();
  await expect(page).toHaveURL(/size=/);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  if (await page.getByLabel('Email', { exact: true }).isVisible()) {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue to Shipping Address' }).click();
  }
  const address = page.getByRole('region', { name: '2. Shipping Address' });
  await address.getByLabel('First Name').fill('Ada');
  await address.getByLabel('Last Name').fill('Lovelace');
  await address.getByLabel('Address', { exact: true }).fill('1200 Pine Street');
  await address.getByLabel('City').fill('Seattle');
  await address.getByLabel('State').selectOption('WA');
  await address.getByLabel('Zip Code').fill('98101');
  await address.getByLabel('Phone').pressSequentially('2065550100');
  await address.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  await page.getByRole('region', { name: '3. Shipping Method' }).getByRole('button', { name: 'Continue to Payment' }).click();
  const payment = page.getByRole('region', { name: '4. Payment' });
  await payment.getByLabel('Card Number').fill('4242424242424242');
  await payment.getByLabel('Name on Card').fill('Ada Lovelace');
  await payment.getByLabel('Expiry Date (MM/YY)').fill('1230');
  await payment.getByLabel('Security Code').fill('123');
  await payment.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  const orderNo = (await page.getByTestId('order-number').innerText()).trim();

  await page.goto('/account/orders');
  await expect(main.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: orderNo })).toContainText('Placed');

  // Both instances took part, and nothing failed on either.
  const [first, second] = posts();
  expect(first!.length, 'POSTs served by the first instance').toBeGreaterThan(0);
  expect(second!.length, 'POSTs served by the second instance').toBeGreaterThan(0);
  for (const instance of deployment.instances) {
    expect(requestsOf(instance).filter((r) => r.status >= 500)).toEqual([]);
  }
  await context.close();
});

test('a price changed through one instance is on the other instance’s listing within a second', async () => {
  const [one, other] = deployment.instances;
  const listing = `${other.url}/category/mens-clothing`;
  // The listing's first product, as the engine lists it.
  const search = await fetch(`${other.url}/api/product-search?refine=cgid=mens-clothing&limit=1`);
  const productId = ((await search.json()) as { hits: { productId: string }[] }).hits[0]!.productId;
  // The other instance's page cache holds the listing (anonymous visitors share one render).
  await fetch(listing);
  const cached = await fetch(listing);
  expect(cached.headers.get('x-page-cache')).toBe('hit');
  const before = await cached.text();
  const price = 987_654;
  expect(before).not.toContain('$9,876.54');

  const books = ['usd-list', 'usd-sale'];
  const changed = await fetch(`${one.url}/api/admin/prices`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prices: books.map((priceBookId) => ({ priceBookId, productId, amountMinor: price })) }),
  });
  expect(changed.status, await changed.clone().text()).toBe(200);
  const at = performance.now();
  await expect
    .poll(async () => (await (await fetch(listing)).text()).includes('$9,876.54'), { timeout: 1_000, intervals: [50] })
    .toBe(true);
  console.log(`price seen on the other instance ${Math.round(performance.now() - at)} ms after the change`);
});
