import type { DeliveredItem } from '@ridgeline/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { serverReadyLoads } from '~/lib/hydration/server-ready-lazy';
import { allStatic, CONTAINERS, KNOWN, SETTINGS, STATIC } from './block-kinds';
import { RENDERED_TYPES } from './content-blocks';

const block = (schema: string, content?: DeliveredItem[]): DeliveredItem =>
  ({ _meta: { schema, name: schema, deliveryId: schema }, ...(content ? { content } : {}) }) as DeliveredItem;

// The renderers' modules load at import on the server side (serverReadyLazy): let them come first.
afterAll(() => serverReadyLoads());

describe('block kinds (decision 046)', () => {
  it('knows exactly the types the renderers draw, the containers and the settings', () => {
    expect(new Set(KNOWN)).toEqual(new Set([...CONTAINERS, ...SETTINGS, ...RENDERED_TYPES]));
    for (const type of STATIC) expect(RENDERED_TYPES).toContain(type);
  });

  it('keeps a list of static blocks, blanks and settings as served, through its slots', () => {
    const landing = [
      block('adjustable-hero'),
      block('slot', [block('messaging-banner'), block('blank')]),
      block('personalised-slot', [block('button-group')]),
      block('product-detail-configuration'),
    ];
    expect(allStatic(landing, false)).toBe(true);
  });

  it('hydrates a list with an interactive block anywhere in it', () => {
    expect(allStatic([block('billboard'), block('slot', [block('card-carousel')])], false)).toBe(false);
    expect(allStatic([block('hero-banner')], false)).toBe(false);
  });

  it('an unknown type is static for visitors, drawn (raw) outside production', () => {
    expect(allStatic([block('legacy-quiz')], false)).toBe(true);
    expect(allStatic([block('legacy-quiz')], true)).toBe(false);
  });
});
