import { describe, expect, it } from 'vitest';
import { localized } from '../items/localised.js';
import { contentReference } from '../items/references.js';
import { BLOCK_TYPES, validateItemBody } from './index.js';
import { BLOCK_EXAMPLES, HERO_ID, SHOP_LOCALES, issuesOf, stored } from './testing.js';

describe('validateItemBody', () => {
  it('has an accepted example for every block type', () => {
    expect(Object.keys(BLOCK_EXAMPLES).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) expect(issuesOf(type, BLOCK_EXAMPLES[type]), type).toEqual([]);
  });

  it('reports an issue every locale shares once, and one only some locales have per locale', () => {
    const body = {
      childBanners: [
        {
          desktopRotatingMessage: localized({ 'en-US': 'x'.repeat(201), 'fr-CA': 'Soldes' }),
          headline: 'y'.repeat(201),
        },
      ],
    };
    const result = validateItemBody('marketing-banner', body, SHOP_LOCALES);
    expect(result).toEqual({
      ok: false,
      issues: [
        // en-CA falls back to en-US ("en-*,*"); fr-CA has its own.
        { locale: 'en-US', path: 'childBanners.0.desktopRotatingMessage', message: 'at most 200 characters' },
        { path: 'childBanners.0.headline', message: 'at most 200 characters' },
        { locale: 'en-CA', path: 'childBanners.0.desktopRotatingMessage', message: 'at most 200 characters' },
      ],
    });
  });

  it('keeps localised values in the body it answers, each sanitised', () => {
    const body = stored('marketing-banner', {
      childBanners: [
        {
          desktopRotatingMessage: 'Hi',
          body: localized({
            'en-US': '<p>Deal<script>steal()</script></p>',
            'fr-CA': '<p onclick="steal()">Aubaine</p>',
          }),
        },
      ],
    });
    expect((body.childBanners as { body: unknown }[])[0]!.body).toEqual(
      localized({ 'en-US': '<p>Deal</p>', 'fr-CA': '<p>Aubaine</p>' }),
    );
  });

  it('strips scripts, event handlers, styles and links from rich text, keeping the text', () => {
    const body = stored('marketing-banner', {
      childBanners: [
        {
          desktopRotatingMessage: 'Hi',
          body: '<h2 onload="x()">Sale</h2><p>Up to <strong style="color:red">50%</strong> <a href="javascript:alert(1)" onclick="x">off</a></p><svg onload="x()"><script>a()</script></svg>',
        },
      ],
    });
    expect((body.childBanners as { body: string }[])[0]!.body).toBe(
      '<h2>Sale</h2><p>Up to <strong>50%</strong> off</p>',
    );
  });

  it('accepts _meta.schema, name and deliveryKey at the top, drops them, and refuses what the engine sets', () => {
    expect(stored('blank', { _meta: { schema: 'blank', name: 'Spacer', deliveryKey: 'spacer' } })).toEqual({
      height: 'medium',
    });
    expect(
      issuesOf('blank', { _meta: { schema: 'video', deliveryId: HERO_ID, hierarchy: { parentId: null } } }),
    ).toEqual([
      '_meta.deliveryId: set by the engine, not by a body',
      '_meta.hierarchy: set by the engine, not by a body',
      "_meta.schema: must be the item's schema, blank",
    ]);
    expect(issuesOf('slot', { content: [{ _meta: { schema: 'blank', deliveryId: HERO_ID, edition: {} } }] })).toEqual([
      'content.0._meta.deliveryId: set by the engine, not by a body',
      'content.0._meta.edition: set by the engine, not by a body',
    ]);
  });

  it('gives a block type it does not know the generic checks only, and keeps it as it is', () => {
    const body = {
      questions: [{ text: localized({ 'en-US': 'Rain or snow?' }) }],
      next: contentReference('hero-banner', HERO_ID),
    };
    expect(stored('legacy-quiz', body)).toEqual(body);
    expect(issuesOf('legacy-quiz', ['a list'])).toEqual(['(body): must be an object']);
    expect(issuesOf('legacy-quiz', { next: contentReference('hero-banner', '42') })).toEqual([
      'next.id: must be an item id (a UUID)',
    ]);
    expect(issuesOf('legacy-quiz', { big: 'x'.repeat(256 * 1024) })).toEqual([
      '(body): at most 256 kB of JSON (this one is 257 kB)',
    ]);
    expect(issuesOf('Legacy Quiz', {})).toEqual(['_meta.schema: must be a kebab-case block type such as hero-banner']);
  });

  it('refuses malformed localised values and bodies nested without end', () => {
    const schema = 'http://bigcontent.io/cms/schema/v1/localization#/definitions/localized-string';
    expect(issuesOf('legacy-quiz', { title: { _meta: { schema }, values: 'Hello' } })).toEqual([
      'title.values: a localised value needs values: [{ locale, value }]',
    ]);
    expect(
      issuesOf('legacy-quiz', {
        title: {
          _meta: { schema },
          values: [
            { locale: 'en-US', value: 'a' },
            { locale: 'en-us', value: 'b' },
            { locale: 'English', value: 'c' },
          ],
        },
      }),
    ).toEqual(['title.values.1.locale: lists en-us twice', 'title.values.2.locale: must be a locale such as en-US']);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(issuesOf('legacy-quiz', { deep })).toEqual([
      `deep${'.0'.repeat(64)}: nested too deeply (at most 64 levels)`,
    ]);
  });

  it('names a field a locale leaves without a value', () => {
    expect(
      issuesOf('messaging-banner', { headline: { localizableText: localized({ 'fr-CA': 'Livraison gratuite' }) } }),
    ).toEqual([]);
    expect(issuesOf('messaging-banner', { headline: { localizableText: { ...localized({}), values: [] } } })).toEqual([
      'headline.localizableText: required',
    ]);
  });

  it('lists every issue of a body at once: structure, _meta and fields', () => {
    expect(
      issuesOf('slot', {
        _meta: { deliveryId: HERO_ID },
        content: [contentReference('hero-banner', 'x'), { _meta: { schema: 'blank' }, height: 'tall' }],
      }),
    ).toEqual([
      '_meta.deliveryId: set by the engine, not by a body',
      'content.0.id: must be an item id (a UUID)',
      'content.1.height: must be one of: small, medium, large',
    ]);
  });
});
