import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isKnownCountry } from './countries.js';

const require = createRequire(import.meta.url);

/** flag-icons' 4:3 flags are all drawn on 640 × 480. */
const WIDTH = 640;
const HEIGHT = 480;
/** A sprite names a few countries (a modal's two, a site's own); more is not a modal's. */
export const MAX_SPRITE_FLAGS = 20;

const flags = new Map<string, Promise<string>>();

/**
 * One flag as a nested <svg> placed `y` down the sprite. flag-icons (MIT) prefixes every id inside
 * a flag with its country code, so the flags of a sprite never take each other's gradients or clips.
 */
function flagSvg(code: string): Promise<string> {
  let flag = flags.get(code);
  if (!flag) {
    flag = readFile(require.resolve(`flag-icons/flags/4x3/${code.toLowerCase()}.svg`), 'utf8').then((svg) =>
      svg
        .trim()
        // Its namespace declarations move to the sprite's root; its own id would clash with the view's.
        .replace(/^<svg\b([^>]*)>/, (_tag, attributes: string) => {
          const kept = attributes.replace(/\s(?:xmlns(?::xlink)?|id|version)="[^"]*"/g, '');
          return `<svg${kept} y="{y}" width="${WIDTH}" height="${HEIGHT}">`;
        }),
    );
    flag.catch(() => flags.delete(code));
    flags.set(code, flag);
  }
  return flag;
}

/** The country codes of a sprite request: known ones, upper case, each once, in the order asked. */
export function spriteCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => code.trim().toUpperCase()))].filter(isKnownCountry);
}

/**
 * An SVG sprite of these countries' flags, stacked, with a <view> per country named by its code:
 * `flags.svg?codes=US,DE#DE` in an <img> shows Germany's flag alone (an SVG fragment identifier).
 */
export async function flagSprite(codes: readonly string[]): Promise<string> {
  const parts = await Promise.all(
    codes.map(async (code, index) => {
      const y = index * HEIGHT;
      const svg = (await flagSvg(code)).replace('y="{y}"', `y="${y}"`);
      return `<view id="${code}" viewBox="0 ${y} ${WIDTH} ${HEIGHT}"/>${svg}`;
    }),
  );
  const height = Math.max(codes.length, 1) * HEIGHT;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}">${parts.join('')}</svg>`
  );
}
