import { chromium, expect, test, type Browser } from '@playwright/test';
import { checkOutInSeattle } from './support/checkout';
import { logIn, registration, TEST_PASSWORD } from './support/customers';
import { ADMIN_TOKEN, SHOP_HOST, requestsOf, startDeployment, type Deployment } from './support/deployment';
import { openProductWithSize } from './support/product';

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
  // The project's Chromium, told that the shop's name is this machine (only the browser resolves it).
  const launch = test.info().project.use.launchOptions ?? {};
  browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${SHOP_HOST} 127.0.0.1`],
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
  const registered = await page.evaluate(async (body) => {
    const answer = await fetch('/api/shopper/customers?locale=en-US', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.text() };
  }, registration({ firstName: 'Ada', lastName: 'Lovelace', email }));
  expect(registered.status, registered.body).toBe(201);
  await logIn(page, email, TEST_PASSWORD);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Hello, Ada!' })).toBeVisible();
  const cookies = await context.cookies();
  const session = cookies.filter((c) => c.name.startsWith('rl_'));
  expect(session.length).toBeGreaterThan(0);
  for (const cookie of session) expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true });

  // Add to bag (a POST each instance may take), then check out.
  await openProductWithSize(page);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  const orderNo = await checkOutInSeattle(page, { email, firstName: 'Ada', lastName: 'Lovelace' });

  await page.goto('/account/orders');
  await expect(main.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: orderNo })).toContainText('Placed');

  // Round robin: a page's action and the reload after it come in pairs, so the flow's POSTs can all
  // land on one instance. Two back to back (a registration refused for its e-mail: 400, nothing
  // written) go one to each.
  for (let i = 0; i < 2; i++) {
    const status = await page.evaluate(async () => {
      const answer = await fetch('/api/shopper/customers?locale=en-US', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customer: { email: 'not-an-email' }, password: 'x' }),
      });
      return answer.status;
    });
    expect(status).toBe(400);
  }
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
