import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOURS, DARK_BACKGROUNDS, FONT_COLOURS, backgroundClass, fontClass } from './content-colours';

/** The token values as app.css declares them. */
const css = readFileSync(join(import.meta.dirname, '../../app.css'), 'utf8');
const token = (name: string): string => {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css);
  if (!match) throw new Error(`app.css has no --color-${name}`);
  return match[1]!;
};

/** WCAG 2.2's contrast ratio of two sRGB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const backgrounds = Object.keys(BACKGROUND_COLOURS);
const fonts = Object.keys(FONT_COLOURS);

describe('colour vocabularies (spec 3 §3.6)', () => {
  it("has a token for every background and font colour (the type keeps them the engine's lists)", () => {
    expect(backgrounds).toHaveLength(13);
    expect(fonts).toHaveLength(9);
    for (const b of backgrounds) expect(token(`surface-${b}`)).toMatch(/^#/);
    for (const f of fonts) expect(token(`font-${f}`)).toMatch(/^#/);
  });

  it.each(backgrounds)('every font colour the blocks allow on %s passes WCAG AA', (background) => {
    for (const font of fonts) {
      const shown = fontClass(font, background).replace('text-font-', '');
      const ratio = contrast(token(`font-${shown}`), token(`surface-${background}`));
      // warm-large is for large text only, where AA asks 3:1.
      expect(ratio, `${shown} on ${background}`).toBeGreaterThanOrEqual(shown === 'warm-large' ? 3 : 4.5);
    }
  });

  it('keeps text readable: dark backgrounds take primary-inverted, light ones never do', () => {
    expect(fontClass('sale', 'brand')).toBe('text-font-primary-inverted');
    expect(fontClass('primary-inverted', 'warm-1')).toBe('text-font-primary');
    expect(fontClass('cool-on-white', 'white')).toBe('text-font-cool-on-white');
    // Over an image, the author's white stays.
    expect(fontClass('primary-inverted')).toBe('text-font-primary-inverted');
    expect(fontClass('magenta', 'white')).toBe('text-font-primary');
    expect([...DARK_BACKGROUNDS].sort()).toEqual(['black', 'brand', 'sale']);
  });

  it('leaves an unknown background to the page', () => {
    expect(backgroundClass('cool-2')).toBe('bg-surface-cool-2');
    expect(backgroundClass('hotpink')).toBe('');
    expect(backgroundClass(undefined)).toBe('');
  });
});
