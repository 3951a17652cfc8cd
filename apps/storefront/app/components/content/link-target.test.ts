import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { linkTarget, type LinkContext } from './link-target';

const site = APP_CONFIG.sites[0]!;
const locale = (id: string) => site.l10n.supportedLocales.find((l) => l.id === id)!;
const en: LinkContext = { site, locale: locale('en-US') };
const fr: LinkContext = { site, locale: locale('fr-CA') };
const link = (linkType: string, linkQuery?: Record<string, string>, title?: string) => ({
  value: { linkType, ...(linkQuery ? { linkQuery } : {}) },
  ...(title ? { linkSEO: { value: title } } : {}),
});

describe('linkTarget (spec 3 §3.2)', () => {
  it("resolves a category to the category's path, by the page's resolver when it has one", () => {
    expect(linkTarget(link('category', { id: 'mens' }), en)).toEqual({
      kind: 'page',
      href: '/c/mens/',
      external: false,
    });
    expect(linkTarget(link('category', { id: 'mens' }), fr)).toMatchObject({ href: '/fr-CA/c/mens/' });
    expect(
      linkTarget(link('category', { id: 'mens' }, 'Men'), { ...en, categoryHref: (id) => `/c/${id}-all/` }),
    ).toEqual({ kind: 'page', href: '/c/mens-all/', external: false, title: 'Men' });
  });

  it('opens the account drawer for account-drawer', () => {
    expect(linkTarget(link('account-drawer', undefined, 'Sign in'), en)).toEqual({
      kind: 'account-drawer',
      title: 'Sign in',
    });
  });

  it('resolves products, content pages, searches and URLs; shop paths in the page locale', () => {
    expect(linkTarget(link('product', { id: 'RL-100' }), en)).toMatchObject({ href: '/p/noslug-RL-100.html' });
    expect(linkTarget(link('content-page', { slug: 'trail-guide' }), fr)).toMatchObject({
      href: '/fr-CA/t/trail-guide',
    });
    expect(linkTarget(link('search', { q: 'rain jacket' }), en)).toMatchObject({ href: '/search?q=rain+jacket' });
    expect(linkTarget(link('url', { url: 'https://example.com/a' }), en)).toEqual({
      kind: 'page',
      href: 'https://example.com/a',
      external: true,
    });
    expect(linkTarget('/c/womens', fr)).toMatchObject({ href: '/fr-CA/c/womens', external: false });
    expect(linkTarget('#size-guide', fr)).toMatchObject({ href: '#size-guide' });
  });

  it('goes nowhere for unsafe URLs, missing queries and unknown types without a URL', () => {
    for (const bad of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'data:text/html,x', ''])
      expect(linkTarget(bad, en), bad).toEqual({ kind: 'none' });
    expect(linkTarget(link('category'), en)).toEqual({ kind: 'none' });
    expect(linkTarget(link('store-finder'), en)).toEqual({ kind: 'none' });
    expect(linkTarget(link('store-finder', { url: '/store-locator' }), en)).toMatchObject({ href: '/store-locator' });
    expect(linkTarget(undefined, en)).toEqual({ kind: 'none' });
  });
});
