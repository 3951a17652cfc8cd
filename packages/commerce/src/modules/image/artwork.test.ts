import { describe, expect, it } from 'vitest';
import { ARTWORK_KINDS, ARTWORK_VIEWS, imageName, parseImageName, renderArtwork, type ArtworkSpec } from './artwork.js';

/**
 * A strict little XML check, enough for generated SVG: every tag closes in order, attributes
 * are quoted and unique, no stray text, ids are unique and every url(#id) points at one.
 */
function checkWellFormed(svg: string): void {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  const ids = new Set<string>();
  let last = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    expect(svg.slice(last, match.index).trim(), `stray text before <${match[2]}>`).toBe('');
    last = tag.lastIndex;
    const [, closing, name = '', attributes = '', selfClosing] = match;
    if (closing) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
      continue;
    }
    const names = [...attributes.matchAll(/([\w:-]+)="/g)].map((a) => a[1]);
    expect(new Set(names).size, `duplicate attribute on <${name}>`).toBe(names.length);
    const id = /\sid="([^"]+)"/.exec(attributes)?.[1];
    if (id) {
      expect(ids.has(id), `duplicate id ${id}`).toBe(false);
      ids.add(id);
    }
    if (!selfClosing) stack.push(name);
  }
  expect(svg.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
  for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(ref[1] ?? ''), `url(#${ref[1]})`).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
}

const HEX = '1f4e79';

describe('renderArtwork', () => {
  for (const kind of ARTWORK_KINDS) {
    it(`draws a well-formed ${kind} for every style and view`, () => {
      for (let style = 0; style < 4; style++) {
        const views = ARTWORK_VIEWS.map((view) => renderArtwork({ kind, style, hex: HEX, view }));
        for (const svg of views) {
          checkWellFormed(svg);
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 496 521"')).toBe(true);
          expect(svg).toContain('fill="#f4f4f2"');
          expect(svg).toMatch(new RegExp(`(fill|stroke)="#${HEX}"`));
          expect(svg.length).toBeLessThan(40_000);
        }
        // Front, back, side and detail are four different pictures.
        expect(new Set(views).size).toBe(4);
      }
      // Styles change the drawing.
      const fronts = [0, 1, 2, 3].map((style) => renderArtwork({ kind, style, hex: HEX, view: 'front' }));
      expect(new Set(fronts).size).toBe(4);
    });
  }

  it('is deterministic and takes the colour with or without #', () => {
    const spec: ArtworkSpec = { kind: 'boot', style: 2, hex: '#6E4A2F', view: 'side' };
    expect(renderArtwork(spec)).toBe(renderArtwork({ ...spec, hex: '6e4a2f' }));
    expect(renderArtwork(spec)).toContain('#6e4a2f');
  });

  it('keeps light colours visible with a darker outline', () => {
    const svg = renderArtwork({ kind: 'shirt', style: 0, hex: 'f2f1ec', view: 'front' });
    expect(svg).toMatch(/stroke="#([0-9a-f]{6})"/);
    expect(svg).not.toContain('stroke="#f2f1ec"');
  });

  it('refuses unknown input', () => {
    expect(() => renderArtwork({ kind: 'kayak' as never, style: 0, hex: HEX, view: 'front' })).toThrow(RangeError);
    expect(() => renderArtwork({ kind: 'jacket', style: 4, hex: HEX, view: 'front' })).toThrow(RangeError);
    expect(() => renderArtwork({ kind: 'jacket', style: 0, hex: 'xyz', view: 'front' })).toThrow(RangeError);
    expect(() => renderArtwork({ kind: 'jacket', style: 0, hex: HEX, view: 'top' as never })).toThrow(RangeError);
  });
});

describe('image names', () => {
  it('round-trips every kind and view, hyphenated kinds included', () => {
    for (const kind of ARTWORK_KINDS)
      for (const view of ARTWORK_VIEWS) {
        const name = imageName({ kind, style: 3, hex: HEX, view });
        expect(name).toBe(`${kind}-3-${HEX}-${view}`);
        expect(parseImageName(name ?? '')).toEqual({ kind, style: 3, hex: HEX, view });
      }
    expect(parseImageName('base-layer-1-aabbcc-detail')).toEqual({ kind: 'base-layer', style: 1, hex: 'aabbcc', view: 'detail' });
  });

  it('normalises the colour', () => {
    expect(imageName({ kind: 'jacket', style: 2, hex: '#1F4E79', view: 'front' })).toBe('jacket-2-1f4e79-front');
    expect(parseImageName('JACKET-2-1F4E79-FRONT')).toEqual({ kind: 'jacket', style: 2, hex: '1f4e79', view: 'front' });
  });

  it('returns null for anything invalid', () => {
    for (const bad of [
      '',
      'jacket',
      'kayak-0-1f4e79-front',
      'jacket-0-1f4e79-top',
      'jacket-4-1f4e79-front',
      'jacket-0-1f4e7-front',
      'jacket-0-1f4e7g-front',
      'jacket-0-1f4e79-front-extra',
      'jacket-00-1f4e79-front',
      '../jacket-0-1f4e79-front',
    ])
      expect(parseImageName(bad), bad).toBeNull();
    expect(imageName({ kind: 'kayak' as never, style: 0, hex: HEX, view: 'front' })).toBeNull();
    expect(imageName({ kind: 'jacket', style: 0, hex: '12345', view: 'front' })).toBeNull();
    expect(imageName({ kind: 'jacket', style: -1, hex: HEX, view: 'front' })).toBeNull();
    expect(imageName({ kind: 'jacket', style: 0, hex: HEX, view: 'top' as never })).toBeNull();
  });
});
