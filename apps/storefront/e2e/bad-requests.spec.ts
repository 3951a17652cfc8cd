import { expect, test, type APIRequestContext } from '@playwright/test';

/** Every route with an action, as its forms post to it (the account page's own form is its index route's). */
const ACTION_PATHS = [
  '/login',
  '/registration',
  '/reset-password',
  '/reset-password-landing',
  '/passwordless-login-landing',
  '/product/RL100001',
  '/cart',
  '/checkout',
  '/account?index',
  '/account/addresses',
  '/account/wishlist',
  '/membership',
  '/social-login',
  '/social-callback',
  '/fr-CA/login',
];
/** React Router's own requests for the same actions (single fetch: `.data` before the query). */
const DATA_PATHS = ACTION_PATHS.map((path) => path.replace(/(\?|$)/, '.data$1'));

/** Bodies that are no form, and the status each must get: never a 500. */
const BAD_BODIES = [
  { name: 'no body', status: 400, options: {} },
  { name: 'a JSON body', status: 415, options: { data: { intent: 'login', email: 'ada@example.com' } } },
  {
    name: 'a text body',
    status: 415,
    options: { data: 'intent=login', headers: { 'content-type': 'text/plain' } },
  },
] as const;

function post(request: APIRequestContext, baseURL: string, path: string, bad: (typeof BAD_BODIES)[number]) {
  const options = bad.options as { data?: unknown; headers?: Record<string, string> };
  // Same-origin, as the shop's own pages send it: the cross-site guard lets it reach the action.
  return request.post(path, { ...options, headers: { origin: baseURL, ...options.headers }, maxRedirects: 0 });
}

test('a POST that is no form answers 400 or 415 on every action route, never a 500', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  for (const path of [...ACTION_PATHS, ...DATA_PATHS, '/wishlist-state']) {
    for (const bad of BAD_BODIES) {
      const response = await post(request, baseURL!, path, bad);
      expect(response.status(), `${bad.name} to ${path}`).toBe(bad.status);
    }
  }
});

test('a page answers a POST that is no form with its error page, and its .data twin with an error React Router reads', async ({
  request,
  baseURL,
}) => {
  const page = await post(request, baseURL!, '/login', BAD_BODIES[1]);
  expect(page.status()).toBe(415);
  expect(page.headers()['content-type']).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('This page isn&#x27;t working');
  expect(html).toContain('415 Unsupported Media Type');

  const data = await post(request, baseURL!, '/login.data', BAD_BODIES[1]);
  expect(data.status()).toBe(415);
  expect(data.headers()['content-type']).toContain('text/x-script');
  expect(await data.text()).toContain('ErrorResponse');

  const heart = await post(request, baseURL!, '/wishlist-state', BAD_BODIES[0]);
  expect(await heart.json()).toEqual({ ok: false, status: 400, message: 'No form was sent.' });
});

test('forms still reach their actions, URL-encoded and multipart', async ({ request, baseURL }) => {
  const headers = { origin: baseURL! };
  // The e-mail step of sign-in: the page's answer, not an error.
  const login = await request.post('/login', { form: { intent: 'precheck', email: 'nobody@example.com' }, headers });
  expect(login.status()).toBe(200);
  expect(await login.text()).not.toContain('This page isn&#x27;t working');
  // A heart posts a FormData: read, then refused for a guest by the wishlist itself.
  const heart = await request.post('/wishlist-state', {
    multipart: { intent: 'add', productId: 'RL100001' },
    headers,
  });
  expect(heart.status()).toBe(403);
  expect(((await heart.json()) as { ok: boolean }).ok).toBe(false);
});

test('a missing asset or image is a plain 404, not a page', async ({ request }) => {
  for (const path of ['/assets/missing.js', '/assets/nested/missing.css', '/i/missing', '/i/products/missing']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'] ?? '', path).not.toContain('text/html');
  }
  expect((await request.get('/i/missing')).headers()['content-type']).toContain('application/json');
});

test('a cross-site POST to an image or an asset is refused like any other write', async ({ request, baseURL }) => {
  for (const path of ['/assets/missing.js', '/i/missing', '/i/products/jacket-0-123456-front']) {
    const crossSite = await request.post(path, { form: { a: '1' }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status(), path).toBe(403);
    const sameSite = await request.post(path, { form: { a: '1' }, headers: { origin: baseURL! } });
    expect(sameSite.status(), path).toBe(404);
  }
});
