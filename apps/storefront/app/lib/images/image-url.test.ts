import { describe, expect, it } from 'vitest';
import {
  GALLERY_IMAGE,
  GALLERY_SIZES,
  GALLERY_WIDTHS,
  TILE_IMAGE,
  TILE_SIZES,
  TILE_WIDTHS,
  imageUrl,
  isServiceImage,
  sizesFor,
  srcSet,
} from './image-url';

const LINK = '/i/products/jacket-2-1f4e79-front';

describe('imageUrl', () => {
  it('adds the CDN flag, fmt=auto and the width, leaving $ unescaped', () => {
    expect(imageUrl(LINK, { width: 600 })).toBe(`${LINK}?$img-cache$&fmt=auto&w=600`);
  });

  it('adds aspect and quality when given, rounding numbers', () => {
    expect(imageUrl(LINK, { width: 599.6, aspect: '496:521', quality: 60 })).toBe(
      `${LINK}?$img-cache$&fmt=auto&w=600&aspect=496:521&q=60`,
    );
  });

  it('works on absolute links and on swatches, and appends to an existing query', () => {
    expect(imageUrl(`https://shop.example${LINK}`, { width: 100 })).toBe(
      `https://shop.example${LINK}?$img-cache$&fmt=auto&w=100`,
    );
    expect(imageUrl('/i/swatches/ffcc00?v=2', { width: 100 })).toBe(
      '/i/swatches/ffcc00?v=2&$img-cache$&fmt=auto&w=100',
    );
  });

  it('sizes content scenes (hero, card and story images) at the hero widths', () => {
    expect(srcSet('/i/content/summit-0-1f4e9c', [480, 1920], { aspect: '16:9' })).toBe(
      '/i/content/summit-0-1f4e9c?$img-cache$&fmt=auto&w=480&aspect=16:9 480w, ' +
        '/i/content/summit-0-1f4e9c?$img-cache$&fmt=auto&w=1920&aspect=16:9 1920w',
    );
  });

  it('leaves links the service does not draw alone', () => {
    for (const link of ['https://cdn.example/a.jpg', '/images/placeholder.png', '/i/products/', '/shop/i/products/x']) {
      expect(isServiceImage(link)).toBe(false);
      expect(imageUrl(link, { width: 600 })).toBe(link);
      expect(srcSet(link, [600])).toBeUndefined();
    }
  });
});

describe('srcSet', () => {
  it('lists each width with its descriptor and the shared options', () => {
    expect(srcSet(LINK, [320, 600], TILE_IMAGE)).toBe(
      `${LINK}?$img-cache$&fmt=auto&w=320&aspect=496:521&q=60 320w, ` +
        `${LINK}?$img-cache$&fmt=auto&w=600&aspect=496:521&q=60 600w`,
    );
    expect(srcSet(LINK, [])).toBeUndefined();
  });

  it('gives URLs a srcset can carry (no spaces or commas inside one)', () => {
    for (const candidate of srcSet(LINK, TILE_WIDTHS, TILE_IMAGE)!.split(', ')) {
      expect(candidate).toMatch(/^\S+ \d+w$/);
      expect(candidate).not.toContain(',');
    }
  });
});

describe('sizes', () => {
  it('turns the spec tile widths (100vw, 100vw, 66vw, 50vw, 600px, 1200px) into widest-first conditions', () => {
    expect(TILE_SIZES).toBe(
      '(min-width: 1560px) 1200px, (min-width: 1280px) 600px, (min-width: 992px) 50vw, (min-width: 768px) 66vw, 100vw',
    );
  });

  it('merges repeated widths and ignores widths beyond the last breakpoint', () => {
    expect(sizesFor(['50vw', '50vw', '33vw', '33vw', '25vw', '25vw', '10vw'])).toBe(
      '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw',
    );
    expect(sizesFor(['100vw'])).toBe('100vw');
  });

  it('caps the gallery at 1280 px', () => {
    expect(GALLERY_SIZES).toBe('(min-width: 1280px) 1280px, 100vw');
    expect(GALLERY_WIDTHS).toContain(1280);
    expect(srcSet(LINK, GALLERY_WIDTHS, GALLERY_IMAGE)).toContain('w=1280&aspect=496:521 1280w');
  });

  it('offers candidates wide enough for the largest slot on a 2× screen', () => {
    expect(Math.max(...TILE_WIDTHS)).toBeGreaterThanOrEqual(1200 * 2);
    expect(Math.max(...GALLERY_WIDTHS)).toBeGreaterThanOrEqual(1280 * 2);
  });
});
