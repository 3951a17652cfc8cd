import { describe, expect, it } from 'vitest';
import { localized } from '../items/localised.js';
import { BLOCK_EXAMPLES, exampleWith, issuesOf, stored } from './testing.js';

const banner = (child: Record<string, unknown>) => ({
  childBanners: [{ desktopRotatingMessage: 'Free shipping', ...child }],
});

describe('marketing banner (spec 3 §3.3)', () => {
  it('accepts rotating messages with buttons, an account-drawer link and legal text', () => {
    expect(issuesOf('marketing-banner', BLOCK_EXAMPLES['marketing-banner'])).toEqual([]);
  });

  it('names a child banner without its desktop message', () => {
    expect(issuesOf('marketing-banner', { childBanners: [{ mobileRotatingMessage: 'Ship free' }] })).toEqual([
      'childBanners.0.desktopRotatingMessage: required',
    ]);
  });

  it('refuses a message of blanks, one over 200 characters and more than 10 messages', () => {
    expect(issuesOf('marketing-banner', banner({ desktopRotatingMessage: '   ' }))).toEqual([
      'childBanners.0.desktopRotatingMessage: required',
    ]);
    expect(issuesOf('marketing-banner', banner({ desktopRotatingMessage: 'x'.repeat(201) }))).toEqual([
      'childBanners.0.desktopRotatingMessage: at most 200 characters',
    ]);
    const eleven = Array.from({ length: 11 }, () => ({ desktopRotatingMessage: 'Hi' }));
    expect(issuesOf('marketing-banner', { childBanners: eleven })).toEqual(['childBanners: at most 10 items']);
  });

  it('refuses javascript: and data: URLs, protocol-relative and backslashed paths', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>',
      '//evil.example',
      '/\\evil.example',
      ' /t/x',
    ])
      expect(issuesOf('marketing-banner', banner({ bannerButtons: [{ text: 'Go', url }] }))).toEqual([
        'childBanners.0.bannerButtons.0.url: must be a relative path starting with / or an http(s) URL, without spaces',
      ]);
    expect(
      issuesOf('marketing-banner', banner({ bannerButtons: [{ text: 'Go', url: 'https://example.com/a?b=c' }] })),
    ).toEqual([]);
  });

  it('wants a button to have a url or a link, not both, and refuses unknown fields by name', () => {
    const link = { value: { linkType: 'account-drawer' } };
    expect(issuesOf('marketing-banner', banner({ bannerButtons: [{ text: 'Go' }] }))).toEqual([
      'childBanners.0.bannerButtons.0.url: required (or a link)',
    ]);
    expect(issuesOf('marketing-banner', banner({ bannerButtons: [{ text: 'Go', url: '/a', link }] }))).toEqual([
      'childBanners.0.bannerButtons.0.link: give a url or a link, not both',
    ]);
    expect(issuesOf('marketing-banner', banner({ headlin: 'typo' }))).toEqual([
      'childBanners.0.headlin: not a field of this block',
    ]);
  });

  it('names the locale whose value breaks a rule', () => {
    const message = localized({ 'en-US': 'Free shipping', 'fr-CA': 'x'.repeat(201) });
    expect(issuesOf('marketing-banner', banner({ desktopRotatingMessage: message }))).toEqual([
      'childBanners.0.desktopRotatingMessage (fr-CA): at most 200 characters',
    ]);
  });
});

describe('hero banner (spec 3 §3.4)', () => {
  it('accepts the example and fills in the layout, button style and spacing defaults', () => {
    const body = stored('hero-banner', BLOCK_EXAMPLES['hero-banner']);
    expect(body.layout).toEqual({
      contentWidth: 'wide',
      verticalAlignment: 'Middle',
      horizontalAlignment: 'Center',
      contentJustification: 'Center',
    });
    expect(body.buttonStyles).toEqual({ btnVariant: 'primary' });
    expect(body.spaceBelow).toBe('none');
    expect(body.fetchPriority).toBe('high');
  });

  it('refuses an alignment or a colour outside the vocabularies', () => {
    expect(issuesOf('hero-banner', exampleWith('hero-banner', { layout: { verticalAlignment: 'Center' } }))).toEqual([
      'layout.verticalAlignment: must be one of: Top, Middle, Bottom',
    ]);
    expect(issuesOf('hero-banner', exampleWith('hero-banner', { preheader: { text: 'New', color: 'red' } }))).toEqual([
      'preheader.color: must be one of: primary, primary-inverted, secondary, brand, sale, warm-large, dry-on-white, cool-on-white, protected-on-white',
    ]);
  });

  it('wants an image as a name on an endpoint or a url, and a category link with its category', () => {
    const imageObject = (changes: Record<string, unknown>) =>
      exampleWith('hero-banner', {
        imageObject: { altText: '', dynamicImage: { name: 'summit-2-1f4e79', endpoint: 'content' }, ...changes },
      });
    expect(issuesOf('hero-banner', imageObject({ dynamicImage: { name: 'summit-2-1f4e79' } }))).toEqual([
      'imageObject.dynamicImage.endpoint: required with a name',
    ]);
    expect(issuesOf('hero-banner', imageObject({ dynamicImage: {} }))).toEqual([
      'imageObject.dynamicImage.name: required (or a url)',
    ]);
    expect(issuesOf('hero-banner', imageObject({ dynamicImage: { url: 'javascript:alert(1)' } }))).toEqual([
      'imageObject.dynamicImage.url: must be a relative path starting with / or an http(s) URL, without spaces',
    ]);
    expect(issuesOf('hero-banner', imageObject({ link: { value: { linkType: 'category' } } }))).toEqual([
      'imageObject.link.value.linkQuery.id: required for a category link',
    ]);
    expect(issuesOf('hero-banner', imageObject({ link: 'javascript:alert(1)' }))).toEqual([
      'imageObject.link: must be a relative path starting with / or an http(s) URL, without spaces',
    ]);
  });

  it('allows at most three desktop buttons', () => {
    const cta = { text: 'Go', link: '/c/x' };
    expect(issuesOf('hero-banner', exampleWith('hero-banner', { desktopButtons: [cta, cta, cta, cta] }))).toEqual([
      'desktopButtons: at most 3 items',
    ]);
  });
});

describe('messaging banner (spec 3 §3.5) and the banners spec 3 names only', () => {
  it('accepts every example', () => {
    for (const type of [
      'messaging-banner',
      'category-banner',
      'video-hero',
      'adjustable-hero',
      'moments-banner',
      'billboard',
      'countdown-timer',
      'promotions',
    ] as const)
      expect(issuesOf(type, BLOCK_EXAMPLES[type]), type).toEqual([]);
  });

  it('refuses a background colour outside spec 3 §3.6 and a headline without its text', () => {
    expect(
      issuesOf('messaging-banner', exampleWith('messaging-banner', { backgroundColor: 'teal', headline: {} })),
    ).toEqual([
      'headline.localizableText: required',
      'backgroundColor: must be one of: black, brand, cool-1, cool-2, dry-1, dry-2, gray, protected-1, protected-2, sale, warm-1, warm-2, white',
    ]);
  });

  it('wants a countdown end that is a real date with its offset', () => {
    for (const endDateTime of ['2026-02-30T10:00:00Z', '2026-12-24 10:00', '2026-12-24T10:00:00', 'soon'])
      expect(issuesOf('countdown-timer', exampleWith('countdown-timer', { endDateTime }))).toEqual([
        'endDateTime: must be a valid date and time, such as 2026-12-24T23:59:59-05:00',
      ]);
  });

  it('bounds an adjustable hero scrim and a promotion code', () => {
    expect(issuesOf('adjustable-hero', exampleWith('adjustable-hero', { overlayOpacity: 95 }))).toEqual([
      'overlayOpacity: at most 80',
    ]);
    expect(issuesOf('promotions', { promotions: [{ title: 'Deal', promoCode: 'TEN OFF' }] })).toEqual([
      'promotions.0.promoCode: may only hold letters, digits, dash and underscore',
    ]);
  });
});
