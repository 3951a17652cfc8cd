import { describe, expect, it } from 'vitest';
import { ALLOWED_WIDTHS, outputSize, parseImageQuery, snapWidth, type ImageQuery } from './variant.js';

const ARTWORK = { width: 496, height: 521 };

function raster(query: Record<string, string>): Extract<ImageQuery, { kind: 'raster' }> {
  const parsed = parseImageQuery(query);
  if (!parsed.ok || parsed.value.kind !== 'raster') throw new Error(`not a raster: ${JSON.stringify(parsed)}`);
  return parsed.value;
}

function size(query: Record<string, string>, source = ARTWORK) {
  const result = outputSize(raster(query), source);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('snapWidth', () => {
  it.each([
    [1, 100],
    [100, 100],
    [101, 200],
    [599, 600],
    [600, 600],
    [601, 768],
    [1201, 1280],
    [2559, 2560],
    [2560, 2560],
  ])('%i snaps up to %i', (width, snapped) => expect(snapWidth(width)).toBe(snapped));

  it('keeps every allowed width as it is', () => {
    for (const width of ALLOWED_WIDTHS) expect(snapWidth(width)).toBe(width);
  });
});

describe('parseImageQuery', () => {
  it('is the SVG without raster parameters, with only the cache flag, or with fmt=svg', () => {
    expect(parseImageQuery({})).toEqual({ ok: true, value: { kind: 'svg' } });
    expect(parseImageQuery({ $img$: '', '$img-cache$': '', other: 'x' })).toEqual({ ok: true, value: { kind: 'svg' } });
    expect(parseImageQuery({ fmt: 'svg', w: '600' })).toEqual({ ok: true, value: { kind: 'svg' } });
  });

  it('reads the spec 2 §7 shape with quality 60 by default', () => {
    expect(raster({ '$img-cache$': '', fmt: 'auto', w: '601' })).toEqual({
      kind: 'raster',
      format: 'auto',
      width: 768,
      height: undefined,
      aspect: undefined,
      quality: 60,
    });
  });

  it('negotiates when w is given without fmt, and names jpg as jpeg', () => {
    expect(raster({ w: '300' }).format).toBe('auto');
    expect(raster({ w: '300', fmt: 'JPG' }).format).toBe('jpeg');
  });

  it('clamps quality into 30..90', () => {
    expect(raster({ w: '100', q: '5' }).quality).toBe(30);
    expect(raster({ w: '100', q: '75' }).quality).toBe(75);
    expect(raster({ w: '100', q: '100' }).quality).toBe(90);
  });

  it('turns w with h into a crop ratio so the snapped width keeps the proportions', () => {
    expect(raster({ w: '601', h: '300' })).toMatchObject({
      width: 768,
      height: undefined,
      aspect: { width: 601, height: 300 },
    });
  });

  it.each([
    [{ w: '0' }, /^w must be a whole number of pixels from 1 to 2560/],
    [{ w: '2561' }, /^w must be/],
    [{ w: 'wide' }, /not 'wide'/],
    [{ w: '12.5' }, /^w must be/],
    [{ w: '' }, /^w must be/],
    [{ h: '-4' }, /^h must be/],
    [{ fmt: 'gif' }, /^fmt must be one of auto, avif, webp, jpg, jpeg, png, svg/],
    [{ aspect: 'square' }, /^aspect must be two whole numbers as width:height/],
    [{ aspect: '0:1' }, /^aspect must be/],
    [{ aspect: '1:5' }, /between 1:4 and 4:1/],
    [{ w: '100', h: '500' }, /w=100 with h=500 is too narrow/],
    [{ h: '100', aspect: '1:1' }, /either h or aspect/],
    [{ q: 'best' }, /^q must be a whole number from 30 to 90/],
    [{ q: '60.5' }, /^q must be/],
  ])('refuses %j', (query, message) => {
    const parsed = parseImageQuery(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});

describe('outputSize', () => {
  it('keeps the source proportions for a width alone', () => {
    expect(size({ w: '600' })).toEqual({ width: 600, height: 630, crop: false });
  });

  it('crops to the aspect at the snapped width', () => {
    expect(size({ w: '480', aspect: '496:521' })).toEqual({ width: 480, height: 504, crop: true });
    expect(size({ w: '500', aspect: '1:1' })).toEqual({ width: 600, height: 600, crop: true });
    expect(size({ w: '601', h: '300' })).toEqual({ width: 768, height: 383, crop: true });
  });

  it('snaps a height alone and derives the width', () => {
    expect(size({ h: '500' })).toEqual({ width: 571, height: 600, crop: false });
  });

  it('uses the source size when no size is asked', () => {
    expect(size({ fmt: 'webp' })).toEqual({ width: 496, height: 521, crop: false });
    expect(size({ aspect: '2:1' })).toEqual({ width: 496, height: 248, crop: true });
  });

  it('refuses images over the pixel budget', () => {
    const result = outputSize(raster({ w: '2560', aspect: '1:4' }), ARTWORK);
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/2560 × 10240 px image; the limit is 8,192,000 pixels/),
    });
  });
});
