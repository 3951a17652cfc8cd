import { describe, expect, it } from 'vitest';
import { absoluteUrl, contentHeadLinks, contentMeta, readContentSeo } from './content-seo';

const origin = 'https://shop.test';
const item = {
  _meta: { schema: 'content-page' },
  seo: {
    title: 'Trail guide',
    description: 'Where to walk this spring.',
    noindex: true,
    keywords: 'trails, spring',
    canonicalUrl: '/t/trail-guide',
    openGraph: { ogTitle: 'The trail guide', ogImage: { name: 'summit-dawn-2f5d50', endpoint: 'content' } },
    alternateUrls: [
      { locale: 'fr-CA', url: '/fr-CA/t/trail-guide' },
      { locale: 'en-CA', url: 'javascript:alert(1)' },
      { locale: 'not a locale', url: '/x' },
    ],
  },
};

describe('content SEO (spec 3 §3.1)', () => {
  it('gives title, description, robots, keywords and Open Graph from the item', () => {
    const meta = contentMeta(readContentSeo(item), { title: 'Page', origin, url: `${origin}/t/trail-guide?x=1` });
    expect(meta).toEqual([
      { title: 'Trail guide | Ridgeline' },
      { name: 'description', content: 'Where to walk this spring.' },
      { name: 'robots', content: 'noindex' },
      { name: 'keywords', content: 'trails, spring' },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: 'The trail guide' },
      { property: 'og:url', content: `${origin}/t/trail-guide` },
      { property: 'og:description', content: 'Where to walk this spring.' },
      { property: 'og:image', content: `${origin}/i/content/summit-dawn-2f5d50` },
    ]);
  });

  it("falls back to the page's own title and description, and indexes by default", () => {
    const meta = contentMeta(readContentSeo({ seo: { noindex: 'yes', title: '  ' } }), {
      title: 'Home',
      description: 'Outdoor gear.',
      origin,
      url: `${origin}/`,
    });
    expect(meta).toContainEqual({ title: 'Home | Ridgeline' });
    expect(meta).toContainEqual({ name: 'description', content: 'Outdoor gear.' });
    expect(meta.some((m) => 'name' in m && m.name === 'robots')).toBe(false);
    expect(contentMeta(readContentSeo(null), { origin, url: origin })[0]).toEqual({ title: 'Ridgeline' });
  });

  it('keeps an SEO title that already names the shop as it is, at either end', () => {
    const title = (seoTitle: string) =>
      contentMeta(readContentSeo({ seo: { title: seoTitle } }), { origin, url: origin })[0];
    expect(title('The trail guide | Ridgeline')).toEqual({ title: 'The trail guide | Ridgeline' });
    expect(title('Ridgeline | Outdoor Clothing, Footwear & Gear')).toEqual({
      title: 'Ridgeline | Outdoor Clothing, Footwear & Gear',
    });
    // The name inside a title is no pattern of its own.
    expect(title('Ridgeline Rewards')).toEqual({ title: 'Ridgeline Rewards | Ridgeline' });
    expect(title('Why Ridgeline lasts')).toEqual({ title: 'Why Ridgeline lasts | Ridgeline' });
  });

  it('gives canonical and hreflang links, absolute, dropping what is no http(s) URL or locale', () => {
    expect(contentHeadLinks(readContentSeo(item), origin)).toEqual({
      canonical: `${origin}/t/trail-guide`,
      alternates: [{ hrefLang: 'fr-CA', href: `${origin}/fr-CA/t/trail-guide` }],
    });
    expect(contentHeadLinks(readContentSeo({}), origin)).toEqual({});
  });

  it('makes only paths and http(s) URLs absolute', () => {
    expect(absoluteUrl('/a', origin)).toBe(`${origin}/a`);
    expect(absoluteUrl('https://other.example/a', origin)).toBe('https://other.example/a');
    for (const bad of ['//evil.example/a', 'javascript:alert(1)', '/\\evil', 'data:x', undefined]) {
      expect(absoluteUrl(bad, origin), String(bad)).toBeUndefined();
    }
  });
});
