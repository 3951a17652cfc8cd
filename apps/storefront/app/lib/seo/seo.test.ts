import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { alternates, canonicalPath, jsonLd } from './seo';

const site = APP_CONFIG.sites[0]!;

describe('canonicalPath', () => {
  it('keeps only parameters that change the content', () => {
    expect(canonicalPath('/search', '?q=jacket&sort=newest&page=2&utm_source=x')).toBe('/search?q=jacket&page=2');
    expect(canonicalPath('/category/footwear', '?limit=100')).toBe('/category/footwear');
  });
});

describe('alternates', () => {
  it('lists the page in every locale plus x-default', () => {
    expect(alternates(site, '/fr-CA/category/footwear', '')).toEqual([
      { hrefLang: 'en-US', path: '/category/footwear' },
      { hrefLang: 'en-CA', path: '/en-CA/category/footwear' },
      { hrefLang: 'fr-CA', path: '/fr-CA/category/footwear' },
      { hrefLang: 'x-default', path: '/category/footwear' },
    ]);
  });
  it('gives the home page its per-locale home URL', () => {
    expect(alternates(site, '/', '').map((a) => a.path)).toEqual(['/', '/en-CA/home', '/fr-CA/home', '/']);
  });
});

describe('jsonLd', () => {
  it('cannot close the script element it is inlined in', () => {
    const out = jsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
