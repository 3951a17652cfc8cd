import { afterEach, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../../staff/index.js';
import { contentTestApi, item, localized, ref, type ContentTestApi } from './testing.js';

let t: ContentTestApi;
afterEach(async () => {
  await t?.close();
});

const PASSWORD = 'Content-Team-2026';

/** A staff session token of a new account with this role. */
async function staffToken(role: string, email = `${role}@ridgeline.example`): Promise<string> {
  await createStaffAccount(t.db, { email, role, password: PASSWORD });
  const signedIn = await t.call('POST', '/staff/sessions', { email, password: PASSWORD }, null);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(201);
  return signedIn.body.token as string;
}

const preview = (id: string, query: string, bearer?: string | null) =>
  t.call('GET', `/cms/manage/items/${id}/preview?${query}`, undefined, bearer);

describe('GET /cms/manage/items/{id}/preview (the staff visualisation)', () => {
  it('answers the item as delivery would, made of the latest saved versions of it and of what it references', async () => {
    t = await contentTestApi();
    const banner = item({ name: 'Banner', body: { title: localized({ 'en-US': 'Hello', 'fr-CA': 'Bonjour' }) } });
    const page = item({ deliveryKey: 'spring', name: 'Spring', body: { heading: 'Spring', content: [ref(banner)] } });
    await t.put([banner, page]);

    // Saved, not published: delivery keeps the published bodies, the preview shows the drafts.
    const saveBanner = await t.call('PUT', `/cms/manage/items/${banner.id}`, {
      name: 'Banner',
      schema: 'test-note',
      body: { title: localized({ 'en-US': 'Hello again', 'fr-CA': 'Re-bonjour' }) },
      version: 1,
    });
    expect(saveBanner.status, JSON.stringify(saveBanner.body)).toBe(200);
    const savePage = await t.call('PUT', `/cms/manage/items/${page.id}`, {
      deliveryKey: 'spring',
      name: 'Spring',
      schema: 'test-note',
      body: { heading: 'Spring, revised', content: [ref(banner)] },
      version: 1,
    });
    expect(savePage.status).toBe(200);

    const delivered = (await t.fetch([{ key: 'spring' }], { locale: 'fr-CA' })).body.responses[0].content;
    expect(delivered.heading).toBe('Spring');
    expect(delivered.content[0].title).toBe('Bonjour');

    const answer = await preview(page.id, 'locale=fr-CA');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ version: 2, published: true, updatedAt: expect.any(String) });
    expect(answer.body.content).toMatchObject({
      _meta: {
        schema: 'test-note',
        name: 'Spring',
        deliveryId: page.id,
        deliveryKey: 'spring',
        hierarchy: { parentId: null },
      },
      heading: 'Spring, revised',
      content: [{ _meta: { deliveryId: banner.id }, title: 'Re-bonjour' }],
    });
    // Depth root leaves the reference as stored.
    const root = await preview(page.id, 'locale=en-US&depth=root');
    expect(root.body.content.content[0]).toMatchObject({ contentType: 'test-note', id: banner.id });

    // An item never published previews too; each save moves its version.
    const created = await t.call('POST', '/cms/manage/items', {
      name: 'Draft',
      schema: 'test-note',
      body: { text: 'One' },
    });
    const draftId = created.body.id as string;
    expect((await preview(draftId, 'locale=en-US')).body).toMatchObject({
      version: 1,
      published: false,
      content: { text: 'One' },
    });
    await t.call('PUT', `/cms/manage/items/${draftId}`, {
      name: 'Draft',
      schema: 'test-note',
      body: { text: 'Two' },
      version: 1,
    });
    expect((await preview(draftId, 'locale=en-US')).body).toMatchObject({ version: 2, content: { text: 'Two' } });
  });

  it('chooses personalised slots for the groups given, and leaves them raw without', async () => {
    t = await contentTestApi();
    const guests = item({ name: 'Guests', body: { text: 'Join us' } });
    const fallback = item({ name: 'Everyone', body: { text: 'Hello' } });
    const slot = item({
      name: 'Slot',
      schema: 'personalised-slot',
      published: false,
      body: {
        variants: [{ title: 'Guests', segments: ['Unregistered'], matchMode: 'Any', content: [ref(guests)] }],
        defaultContent: [ref(fallback)],
      },
    });
    await t.put([guests, fallback, slot]);
    const chosen = await preview(slot.id, 'locale=en-US&customerGroups=Everyone&customerGroups=Unregistered');
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.content.content.map((c: { text: string }) => c.text)).toEqual(['Join us']);
    expect(chosen.body.content.matches[0]).toMatchObject({ title: 'Guests', match: true });
    const single = await preview(slot.id, 'locale=en-US&customerGroups=Registered');
    expect(single.body.content.content.map((c: { text: string }) => c.text)).toEqual(['Hello']);
    const raw = await preview(slot.id, 'locale=en-US');
    expect(raw.body.content.variants[0].content[0].text).toBe('Join us');
    expect(raw.body.content.defaultContent[0].text).toBe('Hello');
  });

  it('is for the content token and every staff role; anything else is refused with a clear 4xx', async () => {
    t = await contentTestApi();
    const note = item({ name: 'Note', body: { text: 'One' } });
    await t.put([note]);
    const merchandiser = await staffToken('merchandiser');
    expect((await preview(note.id, 'locale=en-US', merchandiser)).status).toBe(200);
    expect((await preview(note.id, 'locale=en-US', await staffToken('content-author'))).status).toBe(200);
    expect((await preview(note.id, 'locale=en-US', null)).status).toBe(401);
    expect((await preview(note.id, 'locale=en-US', 'x'.repeat(40))).status).toBe(401);
    expect((await preview(note.id, 'locale=en-US', `rl_staff_${'A'.repeat(43)}`)).status).toBe(401);

    const unknown = await preview(crypto.randomUUID(), 'locale=en-US');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    for (const query of ['', 'locale=', 'locale=en-US;DROP', 'locale=en-US&depth=deep', 'locale=en-US&colour=red'])
      expect((await preview(note.id, query)).status, query).toBe(400);
    expect((await preview('not-a-uuid', 'locale=en-US')).status).toBe(400);
  });
});
