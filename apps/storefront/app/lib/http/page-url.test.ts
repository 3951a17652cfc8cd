import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url';

const of = (url: string) => {
  const page = pageUrl(new Request(url));
  return `${page.pathname}${page.search}`;
};

describe('pageUrl', () => {
  it('is the page a data request asks for', () => {
    expect(of('http://shop/t/trail-guide.data?_routes=content')).toBe('/t/trail-guide');
    expect(of('http://shop/t/sp1.data?vse=staging&_routes=content')).toBe('/t/sp1?vse=staging');
    expect(of('http://shop/_root.data?_routes=root')).toBe('/');
    expect(of('http://shop/fr-CA.data')).toBe('/fr-CA');
    expect(of('http://shop/fr-CA/c/footwear/_.data')).toBe('/fr-CA/c/footwear/');
  });

  it('leaves a document request as it is', () => {
    expect(of('http://shop/t/trail-guide?x=1')).toBe('/t/trail-guide?x=1');
    expect(of('http://shop/data')).toBe('/data');
  });
});
