import { describe, expect, it } from 'vitest';
import { legacySiteAndLocale } from './legacy-password-reset.server';

describe('legacySiteAndLocale', () => {
  it('reads Sites-{siteId}-Site and an underscore locale', () => {
    expect(legacySiteAndLocale('Sites-ridgeline-Site', 'fr_CA')).toMatchObject({
      site: { id: 'ridgeline' },
      locale: { id: 'fr-CA' },
    });
    expect(legacySiteAndLocale('Sites-ridgeline-Site', 'en_US')?.locale.id).toBe('en-US');
  });

  it.each([
    ['Sites-other-Site', 'en_US'],
    ['ridgeline', 'en_US'],
    ['Sites-ridgeline-Site', 'de_DE'],
    [undefined, undefined],
  ])('refuses %j / %j', (site, locale) => {
    expect(legacySiteAndLocale(site, locale)).toBeUndefined();
  });
});
