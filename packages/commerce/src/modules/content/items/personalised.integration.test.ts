import { afterEach, describe, expect, it } from 'vitest';
import { contentTestApi, item, ref, type ContentTestApi } from './testing.js';

let t: ContentTestApi;
afterEach(async () => {
  await t?.close();
});

describe('personalised slots', () => {
  it('come chosen for the groups: the chosen blocks inlined, the matches, never the other variants', async () => {
    const statements: unknown[][] = [];
    t = await contentTestApi({ onQuery: (_query, params) => statements.push(params) });
    const guests = item({ name: 'Join us', body: { text: 'Sign up for rewards' } });
    const members = item({ name: 'Welcome back', body: { text: 'Your rewards' } });
    const gold = item({ name: 'Gold', body: { text: 'Gold perks' } });
    const fallback = item({ name: 'Everyone', body: { text: 'Hello' } });
    const slot = item({
      name: 'Welcome slot',
      schema: 'personalised-slot',
      body: {
        variants: [
          { title: 'Guests', segments: ['Unregistered'], matchMode: 'Any', content: [ref(guests)] },
          { title: 'Members', segments: ['Registered'], matchMode: 'Any', content: [ref(members)] },
          { title: 'Gold members', segments: ['Registered', 'loyalty-gold'], matchMode: 'All', content: [ref(gold)] },
        ],
        maxNumberMatches: 1,
        defaultContent: [ref(fallback)],
      },
    });
    const home = item({ deliveryKey: 'home', name: 'Home', body: { content: [ref(slot)] } });
    await t.put([guests, members, gold, fallback, slot, home]);

    statements.length = 0;
    const forGroups = async (customerGroups: string[]) =>
      (await t.fetch([{ key: 'home' }], { locale: 'en-US', customerGroups })).body.responses[0].content.content[0];

    const guest = await forGroups(['Everyone', 'Unregistered']);
    expect(guest.content.map((c: { text: string }) => c.text)).toEqual(['Sign up for rewards']);
    expect(guest.matches).toEqual([
      { title: 'Guests', isDefault: false, match: true, maxReached: false },
      { title: 'Members', isDefault: false, match: false, maxReached: true },
      { title: 'Gold members', isDefault: false, match: false, maxReached: true },
    ]);
    expect(guest.maxNumberMatches).toBe(1);
    expect(guest).not.toHaveProperty('variants');
    expect(guest).not.toHaveProperty('defaultContent');
    expect(guest._meta).toMatchObject({ schema: 'personalised-slot', deliveryId: slot.id });
    // Only the chosen item was read: the other variants' items stay in the database.
    const read = statements.flat(2);
    expect(read).toContain(guests.id);
    expect(read).not.toContain(members.id);
    expect(read).not.toContain(gold.id);

    const member = await forGroups(['Everyone', 'Registered', 'loyalty-gold']);
    expect(member.content.map((c: { text: string }) => c.text)).toEqual(['Your rewards']);
    expect(member.matches.map((m: { match: boolean }) => m.match)).toEqual([false, true, true]);

    const nobody = await forGroups(['Everyone']);
    expect(nobody.content.map((c: { text: string }) => c.text)).toEqual(['Hello']);
    expect(nobody.matches.at(-1)).toEqual({ title: 'Default content', isDefault: true, match: true, maxReached: false });
  });

  it('without groups, come raw with every variant resolved (staff tools); inline slots are chosen too', async () => {
    t = await contentTestApi();
    const a = item({ name: 'A', body: { text: 'a' } });
    const b = item({ name: 'B', body: { text: 'b' } });
    const page = item({
      deliveryKey: 'page',
      body: {
        slot: {
          _meta: { schema: 'personalised-container' },
          variants: [
            { segments: ['x'], matchMode: 'Any', content: [ref(a)] },
            { segments: ['y'], matchMode: 'Any', content: [ref(b)] },
          ],
          maxNumberMatches: 2,
          defaultContent: [],
        },
      },
    });
    await t.put([a, b, page]);
    const raw = (await t.fetch([{ key: 'page' }])).body.responses[0].content.slot;
    expect(raw.variants.map((v: { content: { text: string }[] }) => v.content[0]?.text)).toEqual(['a', 'b']);
    expect(raw).not.toHaveProperty('matches');

    const chosen = (await t.fetch([{ key: 'page' }], { locale: 'en-US', customerGroups: ['y', 'x'] })).body.responses[0].content.slot;
    expect(chosen.content.map((c: { text: string }) => c.text)).toEqual(['a', 'b']);
    expect(chosen.matches).toEqual([
      { title: 'Variant 1', isDefault: false, match: true, maxReached: false },
      { title: 'Variant 2', isDefault: false, match: true, maxReached: false },
    ]);
  });
});
