import { describe, expect, it } from 'vitest';
import { cycle, swipeStep, tileImages } from './tile-images';

const img = (link: string) => ({ link, disBaseLink: link, alt: '', title: '' });
const groups = [
  {
    viewType: 'large' as const,
    variationAttributes: [{ id: 'color' as const, values: [{ value: 'RED' }] }],
    images: ['/a-front', '/a_v', '/a_v_pdp.jpg', '/placeholder.png', '/a-back', '/a-side', '/a-detail', '/a-extra'].map(
      img,
    ),
  },
  {
    viewType: 'large' as const,
    variationAttributes: [{ id: 'color' as const, values: [{ value: 'BLU' }] }],
    images: ['/b-front'].map(img),
  },
  { viewType: 'swatch' as const, images: ['/s'].map(img) },
];

describe('tileImages', () => {
  it('drops video stills and placeholders and keeps at most 4', () => {
    expect(tileImages(groups, 'RED').map((i) => i.link)).toEqual(['/a-front', '/a-back', '/a-side', '/a-detail']);
  });
  it('uses the colour’s own group, else the first large group', () => {
    expect(tileImages(groups, 'BLU').map((i) => i.link)).toEqual(['/b-front']);
    expect(tileImages(groups, 'GRN')[0]?.link).toBe('/a-front');
  });
  it('does not mistake words starting with v for video stills', () => {
    const vest = [{ viewType: 'large' as const, images: [img('/i/products/vest_velvet-front')] }];
    expect(tileImages(vest, undefined)).toHaveLength(1);
  });
});

describe('carousel movement', () => {
  it('is circular', () => {
    expect(cycle(3, 1, 4)).toBe(0);
    expect(cycle(0, -1, 4)).toBe(3);
  });
  it('counts a swipe only beyond 50 px', () => {
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(60)).toBe(-1);
  });
});
