import { afterEach, describe, expect, it } from 'vitest';
import type { JsonBody } from '../../../testing/shopper-call.js';
import { contentTestApi, item, itemLoads, localized, pageOfLeaves, ref, variant, type ContentTestApi } from './testing.js';

let t: ContentTestApi;
afterEach(async () => {
  await t?.close();
});

const linked = { locale: 'en-US', depth: 'all', format: 'linked' };
const names = (items: JsonBody[]) => items.map((i) => i._meta.name);

describe('POST /cms/fetch with format "linked"', () => {
  it('keeps references as stored and lists what they reach breadth-first, 12 ids a load; depth root lists nothing', async () => {
    const { loads, onQuery } = itemLoads();
    t = await contentTestApi({ onQuery });
    const { leaves, middle, page, items } = pageOfLeaves();
    await t.put(items);

    loads.length = 0;
    const answer = await t.fetch([{ key: 'page' }], linked);
    expect(answer.status).toBe(200);
    const [response] = answer.body.responses;
    expect(response.content).toEqual({
      _meta: { schema: 'test-note', name: 'Page', deliveryId: page.id, deliveryKey: 'page', hierarchy: { parentId: null } },
      content: [ref(middle)],
      extra: ref(leaves[0]!),
    });
    // Level 1 in the body's order as stored (jsonb puts the shorter key, `extra`, before `content`),
    // then the middle's leaves in list order, leaf 0 not again.
    expect(names(response.linkedContent)).toEqual(['Leaf 0', 'Middle', ...leaves.slice(1).map((l) => l.name)]);
    expect(response.linkedContent[1]).toEqual({
      _meta: { schema: 'test-note', name: 'Middle', deliveryId: middle.id, hierarchy: { parentId: null } },
      children: leaves.map(ref),
    });
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.every((ids) => ids.length <= 12)).toBe(true);

    const root = (await t.fetch([{ key: 'page' }], { ...linked, depth: 'root' })).body.responses[0];
    expect(root).not.toHaveProperty('linkedContent');
    expect(root.content.content).toEqual([ref(middle)]);

    // The inlined form is unchanged beside it.
    const inlined = (await t.fetch([{ key: 'page' }], { locale: 'en-US', depth: 'all' })).body.responses[0];
    expect(inlined).not.toHaveProperty('linkedContent');
    expect(inlined.content.content[0].children).toHaveLength(13);
    expect((await t.fetch([{ key: 'page' }], { ...linked, format: 'embedded' })).status).toBe(400);
  });

  it('delivers linked items for the locale and edition, leaves out what is not delivered, ends cycles, stops at 8 levels', async () => {
    t = await contentTestApi();
    const start = '2030-01-10T00:00:00.000Z';
    const end = '2030-01-20T00:00:00.000Z';
    const a = item({ name: 'A', deliveryKey: 'a' });
    const b = item({ name: 'B', body: { title: localized({ 'en-US': 'Hello', 'fr-CA': 'Bonjour' }) } });
    const hidden = item({ name: 'Hidden', published: false });
    const saleOnly = item({ name: 'Sale only', published: false, body: { text: 'Sale' } });
    a.body = { next: ref(b), hidden: ref(hidden), sale: ref(saleOnly) };
    b.body = { ...b.body, back: ref(a) };
    const chain = Array.from({ length: 11 }, (_, i) => item({ name: `Level ${i}`, ...(i === 0 ? { deliveryKey: 'top' } : {}) }));
    chain.forEach((link, i) => (link.body = chain[i + 1] ? { next: ref(chain[i + 1]!) } : {}));
    const edition = { id: crypto.randomUUID(), name: 'Sale', start, end, published: true, items: [{ id: saleOnly.id, body: { text: 'Sale' } }] };
    await t.put([a, b, hidden, saleOnly, ...chain], [edition]);

    const now = (await t.fetch([{ key: 'a' }], { ...linked, locale: 'fr-CA' })).body.responses[0];
    expect(now.content).toMatchObject({ next: ref(b), hidden: ref(hidden), sale: ref(saleOnly) });
    expect(now.linkedContent).toEqual([
      { _meta: { schema: 'test-note', name: 'B', deliveryId: b.id, hierarchy: { parentId: null } }, title: 'Bonjour', back: ref(a) },
    ]);
    const during = (await t.fetch([{ key: 'a' }], { ...linked, effectiveDateTime: start })).body.responses[0];
    expect(names(during.linkedContent)).toEqual(['B', 'Sale only']);
    expect(during.linkedContent[1]).toMatchObject({ text: 'Sale', _meta: { edition: { id: edition.id, start, end } } });

    const deep = (await t.fetch([{ key: 'top' }], linked)).body.responses[0];
    expect(names(deep.linkedContent)).toEqual(chain.slice(1, 9).map((l) => l.name));
  });

  it('chooses personalised slots for the groups: only the chosen items are read and listed', async () => {
    const statements: unknown[][] = [];
    t = await contentTestApi({ onQuery: (_query, params) => statements.push(params) });
    const guests = item({ name: 'Join us', body: { text: 'Sign up' } });
    const members = item({ name: 'Welcome back', body: { text: 'Your rewards', more: [] } });
    const fallback = item({ name: 'Everyone', body: { text: 'Hello' } });
    const slot = item({
      name: 'Welcome slot',
      schema: 'personalised-slot',
      body: {
        variants: [variant('Guests', ['Unregistered'], [guests]), variant('Members', ['Registered'], [members])],
        maxNumberMatches: 1,
        defaultContent: [ref(fallback)],
      },
    });
    const inlineSlot = {
      _meta: { schema: 'personalised-container' },
      variants: [variant('Members', ['Registered'], [members])],
      defaultContent: [ref(fallback)],
    };
    const home = item({ deliveryKey: 'home', name: 'Home', body: { content: [ref(slot), inlineSlot] } });
    await t.put([guests, members, fallback, slot, home]);

    statements.length = 0;
    const guest = (await t.fetch([{ key: 'home' }], { ...linked, customerGroups: ['Everyone', 'Unregistered'] })).body.responses[0];
    const chosenInline = guest.content.content[1];
    expect(chosenInline).toMatchObject({ content: [ref(fallback)], maxNumberMatches: 1 });
    expect(chosenInline).not.toHaveProperty('variants');
    expect(names(guest.linkedContent)).toEqual(['Welcome slot', 'Everyone', 'Join us']);
    const chosenSlot = guest.linkedContent[0];
    expect(chosenSlot).toMatchObject({ content: [ref(guests)], matches: [{ title: 'Guests', match: true }, { title: 'Members', match: false }] });
    expect(chosenSlot).not.toHaveProperty('variants');
    expect(chosenSlot).not.toHaveProperty('defaultContent');
    expect(statements.flat(2)).not.toContain(members.id);

    const member = (await t.fetch([{ key: 'home' }], { ...linked, customerGroups: ['Registered'] })).body.responses[0];
    expect(names(member.linkedContent)).toEqual(['Welcome slot', 'Welcome back']);

    // Without groups (staff tools) the slots come raw: every variant's items are listed.
    const raw = (await t.fetch([{ key: 'home' }], linked)).body.responses[0];
    expect(raw.content.content[1].variants[0].content).toEqual([ref(members)]);
    expect(names(raw.linkedContent)).toEqual(['Welcome slot', 'Welcome back', 'Everyone', 'Join us']);
  });

  it('answers the filter in the linked form too', async () => {
    t = await contentTestApi();
    const leaf = item({ name: 'Leaf' });
    await t.put([leaf, item({ name: 'Page', schema: 'test-page', body: { content: [ref(leaf)] } })]);
    const answer = await t.filter({ filterBy: [{ path: '/_meta/schema', value: 'test-page' }], parameters: linked });
    expect(answer.status).toBe(200);
    expect(answer.body.responses[0].content.content).toEqual([ref(leaf)]);
    expect(names(answer.body.responses[0].linkedContent)).toEqual(['Leaf']);
  });

  it('is in the OpenAPI document, with the filter’s clauses', async () => {
    t = await contentTestApi();
    const { status, body } = await t.call('GET', '/openapi.json');
    expect(status).toBe(200);
    const schemas = body.components.schemas;
    expect(schemas.ContentDeliveryParameters.properties.format.enum).toEqual(['inlined', 'linked']);
    expect(schemas.DeliveredContentAnswer.properties).toHaveProperty('linkedContent');
    expect(schemas.ContentFilterClause.properties.path.pattern).toEqual(expect.any(String));
  });
});
