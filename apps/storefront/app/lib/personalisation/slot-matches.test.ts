import { describe, expect, it } from 'vitest';
import { matchColour, personalisedSlotsOf } from './slot-matches';

const match = (title: string, isDefault: boolean, matched: boolean, maxReached = false) => ({
  title,
  isDefault,
  match: matched,
  maxReached,
});

describe('the personalisation match list (spec 3 §2.10)', () => {
  it('is green for the content shown, red for no match, grey for a match left out at the maximum', () => {
    expect(matchColour(match('Registered', false, true))).toBe('green');
    expect(matchColour(match('Default', true, true))).toBe('green');
    expect(matchColour(match('Guests', false, false))).toBe('red');
    expect(matchColour(match('Default', true, false))).toBe('red');
    expect(matchColour(match('Members', false, true, true))).toBe('grey');
  });

  it('finds every personalised slot of a page, nested ones too, in page order', () => {
    const slot = (name: string, nested: unknown[] = []) => ({
      _meta: { schema: 'personalised-slot', name, deliveryId: `id-${name}` },
      content: nested,
      matches: [match(name, false, true)],
      maxNumberMatches: 2,
      enrichType: 'PERSONALISED',
    });
    const page = {
      _meta: { schema: 'home-page', name: 'Home' },
      content: [
        { _meta: { schema: 'hero-banner', name: 'Hero' } },
        slot('welcome', [slot('inner')]),
        { _meta: { schema: 'slot', name: 'plain' }, content: [slot('rewards')] },
        // Delivered raw (no groups sent): no match list, so nothing to explain.
        { _meta: { schema: 'personalised-slot', name: 'raw' }, variants: [], defaultContent: [] },
      ],
    };
    const found = personalisedSlotsOf(page);
    expect(found.map((s) => s.name)).toEqual(['welcome', 'inner', 'rewards']);
    expect(found[0]).toMatchObject({ deliveryId: 'id-welcome', maxNumberMatches: 2, matches: [{ title: 'welcome' }] });
  });
});
