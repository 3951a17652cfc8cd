import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndex, urlSet } from './sitemap';

describe('sitemaps', () => {
  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
  it('writes an index of sitemaps', () => {
    const xml = sitemapIndex(['https://shop.test/sitemaps/en-US/pages.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://shop.test/sitemaps/en-US/pages.xml</loc></sitemap>');
  });
  it('writes URLs with hreflang alternates', () => {
    const xml = urlSet([
      {
        loc: 'https://shop.test/p/a',
        lastmod: '2026-01-01',
        alternates: [{ hrefLang: 'fr-CA', href: 'https://shop.test/fr-CA/p/b' }],
      },
    ]);
    expect(xml).toContain('<url><loc>https://shop.test/p/a</loc><lastmod>2026-01-01</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr-CA" href="https://shop.test/fr-CA/p/b"/>');
  });
});
