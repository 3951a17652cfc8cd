import { describe, expect, it } from 'vitest';
import { localized } from '../items/localised.js';
import { contentReference } from '../items/references.js';
import { BLOCK_EXAMPLES, HERO_ID, exampleWith, issuesOf, stored } from './testing.js';

describe('pages (spec 3 §2.4, §3.1)', () => {
  it('accepts every example', () => {
    for (const type of ['home-page', 'content-page', 'category-landing-page'] as const)
      expect(issuesOf(type, BLOCK_EXAMPLES[type]), type).toEqual([]);
  });

  it('checks the SEO fields: noindex defaults to false, URLs are safe, alternates name a locale', () => {
    const body = stored('home-page', { seo: { title: 'Home' }, content: [] });
    expect(body.seo).toEqual({ title: 'Home', noindex: false, alternateUrls: [] });
    expect(
      issuesOf('home-page', {
        content: [],
        seo: {
          canonicalUrl: 'javascript:x',
          alternateUrls: [{ locale: 'french', url: '/fr-ca/' }],
          openGraph: { ogImage: { url: '/og.jpg' } },
        },
      }),
    ).toEqual([
      'seo.canonicalUrl: must be a relative path starting with / or an http(s) URL, without spaces',
      'seo.alternateUrls.0.locale: must be a locale such as en-US',
    ]);
  });

  it('a content page is active unless its author switches it off (spec 3 §7), with a yes or no', () => {
    expect(stored('content-page', { slug: 'trail-guide', content: [] }).active).toBe(true);
    expect(stored('content-page', { slug: 'trail-guide', active: false, content: [] }).active).toBe(false);
    expect(issuesOf('content-page', exampleWith('content-page', { active: 'yes' }))).toEqual([
      'active: must be true or false',
    ]);
  });

  it('a content page has a slug of lower-case words; a landing page its category', () => {
    expect(issuesOf('content-page', exampleWith('content-page', { slug: '/Trail Guide' }))).toEqual([
      'slug: must be lower-case words joined by - and /',
    ]);
    expect(issuesOf('category-landing-page', { content: [] })).toEqual(['categoryId: required']);
  });

  it('checks a block written inline against its own schema, with the path through the page', () => {
    const hero = {
      _meta: { schema: 'hero-banner', name: 'Inline hero' },
      imageObject: { altText: '' },
      layout: { contentWidth: 'full' },
    };
    expect(issuesOf('home-page', { content: [hero] })).toEqual([
      'content.0.imageObject.dynamicImage: required',
      'content.0.layout.contentWidth: must be one of: narrow, wide',
    ]);
  });

  it('fills in and sanitises inside inline blocks, and passes a block type it does not know', () => {
    const body = stored('home-page', {
      content: [
        {
          _meta: { schema: 'marketing-banner' },
          childBanners: [{ desktopRotatingMessage: 'Hi', body: '<p onclick="x">Deal</p>' }],
        },
        { _meta: { schema: 'legacy-quiz' }, questions: 3 },
      ],
    });
    expect(body.content).toEqual([
      {
        _meta: { schema: 'marketing-banner' },
        hideOffersText: false,
        childBanners: [{ desktopRotatingMessage: 'Hi', body: '<p>Deal</p>', bannerButtons: [] }],
      },
      { _meta: { schema: 'legacy-quiz' }, questions: 3 },
    ]);
  });

  it('refuses a malformed reference', () => {
    const bad = { ...contentReference('hero-banner', 'not-a-uuid'), contentType: 'Hero Banner' };
    expect(issuesOf('home-page', { content: [bad] })).toEqual([
      'content.0.contentType: must be a kebab-case block type such as hero-banner',
      'content.0.id: must be an item id (a UUID)',
    ]);
  });
});

describe('slots (spec 3 §2.4, §3.1, §4.1)', () => {
  it('accepts every example and fills in the personalised defaults', () => {
    for (const type of ['slot', 'localised-slot', 'personalised-slot', 'personalised-container'] as const)
      expect(issuesOf(type, BLOCK_EXAMPLES[type]), type).toEqual([]);
    const body = stored('personalised-slot', { variants: [{ segments: ['Everyone'], content: [] }] });
    expect(body).toEqual({
      variants: [{ segments: ['Everyone'], matchMode: 'Any', content: [] }],
      maxNumberMatches: 1,
      defaultContent: [],
      enrichType: 'PERSONALISED',
    });
  });

  it('a variant needs a segment and a match mode of Any or All; maxNumberMatches is at least 1', () => {
    expect(
      issuesOf('personalised-container', {
        variants: [{ segments: [], matchMode: 'any', content: [] }],
        maxNumberMatches: 0,
      }),
    ).toEqual([
      'variants.0.segments: at least 1 item',
      'variants.0.matchMode: must be one of: Any, All',
      'maxNumberMatches: at least 1',
    ]);
    expect(issuesOf('personalised-slot', { enrichType: 'RANDOM' })).toEqual([
      'enrichType: must be one of: PERSONALISED',
    ]);
  });

  it('a localised slot holds its blocks per locale', () => {
    expect(issuesOf('localised-slot', { content: [contentReference('hero-banner', HERO_ID)] })).toEqual([
      'content: must be a localised value (the blocks for each locale)',
    ]);
    const body = stored('localised-slot', {
      content: localized({ 'en-US': [], 'fr-CA': [contentReference('hero-banner', HERO_ID)] }),
    });
    expect(body.content).toMatchObject({ values: [{ locale: 'en-US', value: [] }, { locale: 'fr-CA' }] });
  });
});
