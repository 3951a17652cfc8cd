import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../../staff/index.js';
import { CONTENT_TOKEN, contentTestApi, item, ref, type ContentTestApi } from './testing.js';

let t: ContentTestApi;
afterEach(async () => {
  await t?.close();
});

const PASSWORD = 'Content-Team-2026';
const SALE_START = '2030-01-10T00:00:00.000Z';
const SALE_END = '2030-01-20T00:00:00.000Z';

async function staffToken(role: string): Promise<string> {
  const email = `${role}@ridgeline.example`;
  await createStaffAccount(t.db, { email, role, password: PASSWORD });
  const signedIn = await t.call('POST', '/staff/sessions', { email, password: PASSWORD }, null);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(201);
  return signedIn.body.token as string;
}

const staging = (bearer: string | null, parameters: Record<string, unknown> = { locale: 'en-US' }) =>
  t.call('POST', '/cms/staging/fetch', { requests: [{ key: 'home' }, { key: 'new-page' }], parameters }, bearer);

/**
 * A home page whose banner has a saved, unpublished change; a page never published; and an
 * unpublished edition that would change the banner in January 2030.
 */
async function shopWithWorkInProgress(saver?: string) {
  const banner = item({ name: 'Banner', body: { text: 'Regular' } });
  const home = item({ deliveryKey: 'home', name: 'Home', body: { content: [ref(banner)] } });
  const newPage = item({ deliveryKey: 'new-page', name: 'New page', published: false, body: { text: 'Coming soon' } });
  await t.put(
    [banner, home, newPage],
    [
      {
        id: crypto.randomUUID(),
        name: 'January sale (draft)',
        start: SALE_START,
        end: SALE_END,
        published: false,
        items: [{ id: banner.id, body: { text: 'Sale' } }],
      },
    ],
  );
  const saved = await t.call(
    'PUT',
    `/cms/manage/items/${banner.id}`,
    {
      name: 'Banner',
      schema: 'test-note',
      body: { text: 'Regular, revised' },
      version: 1,
    },
    saver,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { banner };
}

describe('POST /cms/staging/fetch (the staging environment, spec 3 §4.2)', () => {
  it('shows staff the drafts, the unpublished pages and the unpublished editions; shoppers still get what is published', async () => {
    t = await contentTestApi();
    await shopWithWorkInProgress();
    const author = await staffToken('merchandiser');

    const published = (await t.fetch([{ key: 'home' }, { key: 'new-page' }])).body.responses;
    expect(published[0].content.content[0].text).toBe('Regular');
    expect(published[1].error.type).toBe('CONTENT_NOT_FOUND');

    const now = await staging(author);
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(now.body.responses[0].content.content[0].text).toBe('Regular, revised');
    expect(now.body.responses[1].content.text).toBe('Coming soon');
    const inSale = await staging(author, { locale: 'en-US', effectiveDateTime: '2030-01-12T00:00:00Z' });
    expect(inSale.body.responses[0].content.content[0]).toMatchObject({
      text: 'Sale',
      _meta: { edition: { start: SALE_START } },
    });
    // The published delivery at that moment never applies an unpublished edition.
    const publishedInSale = await t.fetch([{ key: 'home' }], {
      locale: 'en-US',
      effectiveDateTime: '2030-01-12T00:00:00Z',
    });
    expect(publishedInSale.body.responses[0].content.content[0].text).toBe('Regular');
  });

  it('is never cached: each save shows at once, and every answer is private, no-store', async () => {
    t = await contentTestApi();
    const { banner } = await shopWithWorkInProgress();
    const author = await staffToken('content-author');
    expect((await staging(author)).body.responses[0].content.content[0].text).toBe('Regular, revised');
    await t.call('PUT', `/cms/manage/items/${banner.id}`, {
      name: 'Banner',
      schema: 'test-note',
      body: { text: 'Third take' },
      version: 2,
    });
    expect((await staging(author)).body.responses[0].content.content[0].text).toBe('Third take');

    for (const bearer of [author, undefined]) {
      const raw = await t.api.request('/cms/staging/fetch', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify({ requests: [{ key: 'home' }], parameters: { locale: 'en-US' } }),
      });
      expect(raw.status).toBe(bearer ? 200 : 401);
      expect(raw.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('opens to a live preview link, and refuses it once revoked or expired; anything else is refused', async () => {
    t = await contentTestApi({ contentToken: undefined });
    const author = await staffToken('content-author');
    await shopWithWorkInProgress(author);
    const made = await t.call('POST', '/staff/preview-links', { path: '/?vse=staging', expiresInMinutes: 60 }, author);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const link = made.body.token as string;
    expect(link).toMatch(/^rl_preview_/);

    const opens = await t.call('GET', '/preview-link', undefined, link);
    expect(opens.body).toEqual({ path: '/?vse=staging', expiresAt: made.body.expiresAt });
    const opened = await staging(link);
    expect(opened.status).toBe(200);
    expect(opened.body.responses[1].content.text).toBe('Coming soon');

    // No bearer, a shopper's token, a made-up preview token, a staff token of the wrong shape: 401.
    expect((await staging(null)).status).toBe(401);
    expect((await staging('a'.repeat(43))).status).toBe(401);
    expect((await staging(`rl_preview_${'b'.repeat(43)}`)).body.error.message).toBe('This preview link is not valid.');

    expect((await t.call('DELETE', `/staff/preview-links/${made.body.id}`, undefined, author)).status).toBe(204);
    const revoked = await staging(link);
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.message).toBe('This preview link has been revoked.');
    expect((await t.call('GET', '/preview-link', undefined, link)).status).toBe(401);
    expect((await t.call('GET', '/preview-link', undefined, author)).status).toBe(401);

    const second = await t.call('POST', '/staff/preview-links', { path: '/', expiresInMinutes: 5 }, author);
    await t.db.execute(
      sql`update staff_preview_links set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour' where id = ${second.body.id}`,
    );
    const expired = await staging(second.body.token as string);
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe('This preview link has expired.');
  });

  it('takes the content team’s token where the shop has one, and refuses bad requests with a 400', async () => {
    t = await contentTestApi();
    await shopWithWorkInProgress();
    expect((await staging(CONTENT_TOKEN)).status).toBe(200);
    expect((await staging('not-the-token-0123456789abcdef0123456789')).status).toBe(401);
    const tooMany = await t.call('POST', '/cms/staging/fetch', {
      requests: Array.from({ length: 13 }, () => ({ key: 'home' })),
      parameters: { locale: 'en-US' },
    });
    expect(tooMany.status).toBe(400);
    const unknownParameter = await t.call('POST', '/cms/staging/fetch', {
      requests: [{ key: 'home' }],
      parameters: { locale: 'en-US', stage: 'published' },
    });
    expect(unknownParameter.status).toBe(400);
  });
});
