import { describe, expect, it } from 'vitest';
import { contentKeyForPath, decideContent, decideMapped, refreshStep, type MappingAnswer } from './hybrid-routing';

const mapped = (mapping: Extract<MappingAnswer, { kind: 'mapped' }>['mapping']): MappingAnswer => ({
  kind: 'mapped',
  mapping,
});
const url = (path: string) => new URL(`https://shop.test${path}`);

describe('contentKeyForPath', () => {
  it('is the path without slashes at either end, in lower case', () => {
    expect(contentKeyForPath('/Spring/Trail-Guides/')).toBe('spring/trail-guides');
    expect(contentKeyForPath('/t/trail-guide')).toBe('t/trail-guide');
    expect(contentKeyForPath('/pfg/fishing-shirts?utm=x')).toBe('pfg/fishing-shirts');
  });

  it('is nothing for the root or a path no delivery key can be', () => {
    for (const path of ['/', '', '//', '/t/caf%C3%A9', '/a b', '/t//double', '/x'.repeat(101)]) {
      expect(contentKeyForPath(path), path).toBeUndefined();
    }
    expect(contentKeyForPath('/about-us.html/')).toBe('about-us.html');
  });
});

describe('decideMapped (spec 1 §2, first step)', () => {
  it('redirects a destinationUrl, whatever the resource type says', () => {
    expect(decideMapped(mapped({ resourceType: 'redirect', destinationUrl: '/store-locator' }), '/stores/')).toEqual({
      kind: 'redirect-to-resource',
    });
  });

  it('looks a category or content asset up as the content page at its path', () => {
    expect(decideMapped(mapped({ resourceType: 'category', resourceId: 'mens-clothing' }), '/Mens/')).toEqual({
      kind: 'fetch-content',
      key: 'mens',
    });
    expect(decideMapped(mapped({ resourceType: 'content_asset', resourceId: 'about-us' }), '/about-us.html')).toEqual({
      kind: 'fetch-content',
      key: 'about-us.html',
    });
  });

  it("sends a product to its page, and a category at a path no key can be to the category's page", () => {
    expect(decideMapped(mapped({ resourceType: 'product', resourceId: 'RL100003' }), '/RL100003.html')).toEqual({
      kind: 'redirect-to-resource',
    });
    expect(decideMapped(mapped({ resourceType: 'category', resourceId: 'x' }), '/caf%C3%A9/')).toEqual({
      kind: 'redirect-to-resource',
    });
  });

  it('answers page-not-found when nothing maps, and the refresh page when the lookup failed', () => {
    expect(decideMapped({ kind: 'unmapped' }, '/nothing')).toEqual({ kind: 'not-found' });
    expect(decideMapped({ kind: 'failed' }, '/nothing')).toEqual({ kind: 'refresh' });
  });
});

describe('decideContent (spec 1 §2, second step)', () => {
  it('renders found content at a path ending in /, else 301s to the slash version with the query', () => {
    expect(decideContent('found', url('/spring-sale/'))).toEqual({ kind: 'render' });
    expect(decideContent('found', url('/spring-sale?utm_source=mail'))).toEqual({
      kind: 'add-slash',
      location: '/spring-sale/?utm_source=mail',
    });
  });

  it("goes to the resource's own page without content, and to the refresh page when the service failed", () => {
    expect(decideContent('missing', url('/mens/'))).toEqual({ kind: 'redirect-to-resource' });
    expect(decideContent('failed', url('/mens/'))).toEqual({ kind: 'refresh' });
    expect(decideContent('failed', url('/mens'))).toEqual({ kind: 'refresh' });
  });
});

describe('refreshStep (reload once with r=1, then page-not-found)', () => {
  it('reloads the same URL with r=1 the first time, keeping the query', () => {
    expect(refreshStep(url('/spring-sale/?utm_source=mail'), '/page-not-found')).toEqual({
      kind: 'reload',
      to: '/spring-sale/?utm_source=mail&r=1',
    });
  });

  it('gives up to the locale’s page-not-found after the reload', () => {
    expect(refreshStep(url('/fr-CA/spring-sale/?r=1'), '/fr-CA/page-not-found')).toEqual({
      kind: 'give-up',
      to: '/fr-CA/page-not-found',
    });
    // Any other value of r is not the reload.
    expect(refreshStep(url('/x/?r=2'), '/page-not-found').kind).toBe('reload');
  });
});
