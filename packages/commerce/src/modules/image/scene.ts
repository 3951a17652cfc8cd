/**
 * Content artwork: landscape scenes for hero banners, cards, stories and billboards, drawn in
 * code like the product artwork, so the demo content needs no image files. A scene is a sky,
 * ridges fading into the distance and a foreground of its motif, tinted by one colour.
 * Names follow `{motif}-{style}-{hex6}`, e.g. `summit-2-1f4e9c`; the same name always draws the
 * same picture (the ridges come from a generator seeded by the name).
 */
import { seededRandom } from '../../lib/seeded-random.js';
import { n } from './artwork/geometry.js';
import { luminance, mix } from './artwork/paint.js';

export const SCENE_MOTIFS = ['summit', 'forest', 'lake', 'snow', 'trail', 'canyon'] as const;
export type SceneMotif = (typeof SCENE_MOTIFS)[number];
export const SCENE_STYLE_COUNT = 4;

export type SceneSpec = { motif: SceneMotif; style: number; hex: string };

/** 16:9, wide enough for a 1920 px hero at 2× and cropped to 4:5 for phones around its centre. */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 900;

function isSceneMotif(value: string): value is SceneMotif {
  return (SCENE_MOTIFS as readonly string[]).includes(value);
}

function hashName(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * A ridge line across the picture and closed along its bottom: `peaks` summits between
 * `top` and `base`, with a jagged (mountains) or smooth (hills, dunes) profile.
 */
function ridge(random: () => number, top: number, base: number, peaks: number, jagged: boolean): string {
  const step = SCENE_WIDTH / peaks;
  let d = `M0 ${n(base - random() * (base - top) * 0.5)}`;
  for (let i = 0; i < peaks; i++) {
    const x = step * i;
    const peakX = x + step * (0.3 + random() * 0.4);
    const peakY = top + random() * (base - top) * 0.45;
    const valleyX = x + step;
    const valleyY = base - random() * (base - top) * 0.35;
    if (jagged) {
      const shoulderX = peakX + (valleyX - peakX) * 0.45;
      const shoulderY = peakY + (valleyY - peakY) * (0.3 + random() * 0.3);
      d += `L${n(peakX)} ${n(peakY)}L${n(shoulderX)} ${n(shoulderY)}L${n(valleyX)} ${n(valleyY)}`;
    } else {
      d += `Q${n(peakX)} ${n(peakY - (base - top) * 0.2)} ${n(valleyX)} ${n(valleyY)}`;
    }
  }
  return `${d}L${SCENE_WIDTH} ${SCENE_HEIGHT}L0 ${SCENE_HEIGHT}Z`;
}

/** A pine: three stacked triangles on a trunk, its base at (x, y). */
function pine(x: number, y: number, height: number, fill: string): string {
  const w = height * 0.42;
  const tiers = [0, 0.28, 0.52].map((t) => {
    const top = y - height + height * t;
    const bottom = y - height * 0.12 - height * (0.5 - t) * 0.4;
    const half = w * (0.55 + t * 0.8) * 0.5;
    return `M${n(x)} ${n(top)}L${n(x + half)} ${n(bottom)}L${n(x - half)} ${n(bottom)}Z`;
  });
  return `<path d="${tiers.join('')}M${n(x - 3)} ${n(y - height * 0.14)}h6v${n(height * 0.14)}h-6Z" fill="${fill}"/>`;
}

type Colours = { sky: string; haze: string; sun: string; far: string; mid: string; near: string; ground: string };

function colours(hex: string, motif: SceneMotif): Colours {
  const base = `#${hex}`;
  // A very dark or very light tint would give a black or white sky: pull it towards the middle.
  const lum = luminance(base);
  const tint = lum < 0.05 ? mix(base, '#ffffff', 0.25) : lum > 0.7 ? mix(base, '#000000', 0.3) : base;
  const warm = motif === 'canyon' ? '#c8693a' : motif === 'snow' ? '#dfe8ef' : '#f3d9a4';
  return {
    sky: mix(tint, '#ffffff', 0.55),
    haze: mix(warm, '#ffffff', 0.45),
    sun: mix(warm, '#ffffff', 0.2),
    far: mix(tint, '#ffffff', 0.35),
    mid: mix(tint, '#1c2430', 0.25),
    near: mix(tint, '#1c2430', 0.5),
    ground: motif === 'snow' ? '#f4f6f8' : motif === 'canyon' ? mix('#9c4a2a', tint, 0.2) : mix('#2f4a34', tint, 0.25),
  };
}

function foreground(motif: SceneMotif, random: () => number, c: Colours): string {
  switch (motif) {
    case 'summit': {
      // One tall peak in front of the ranges, its cap in snow, over a meadow.
      return (
        `<path d="M380 900L820 260L1000 520L1060 470L1300 900Z" fill="${mix(c.near, '#000000', 0.15)}"/>` +
        `<path d="M820 260L730 390L790 370L830 420L880 370L930 420L1000 520L1060 470L1000 520Z" fill="#f4f6f8"/>` +
        `<path d="M0 900V800Q400 760 800 810T1600 790V900Z" fill="${c.ground}"/>`
      );
    }
    case 'forest': {
      const trees: string[] = [];
      for (let i = 0; i < 34; i++) {
        const x = (i / 33) * SCENE_WIDTH + (random() - 0.5) * 40;
        trees.push(pine(x, 900 - random() * 60, 180 + random() * 160, mix(c.ground, '#000000', random() * 0.3)));
      }
      return `<rect y="800" width="${SCENE_WIDTH}" height="100" fill="${c.ground}"/>${trees.join('')}`;
    }
    case 'lake': {
      const ripples: string[] = [];
      for (let i = 0; i < 14; i++) {
        const y = 700 + i * 14 + random() * 6;
        const x = random() * SCENE_WIDTH * 0.8;
        ripples.push(`<path d="M${n(x)} ${n(y)}h${n(120 + random() * 260)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>`);
      }
      return (
        `<rect y="680" width="${SCENE_WIDTH}" height="220" fill="${mix(c.sky, c.mid, 0.45)}"/>${ripples.join('')}` +
        `<path d="M0 900L0 820Q300 780 560 830T1100 840Q1350 800 1600 850V900Z" fill="${c.ground}"/>`
      );
    }
    case 'snow': {
      const flakes: string[] = [];
      for (let i = 0; i < 90; i++)
        flakes.push(`<circle cx="${n(random() * SCENE_WIDTH)}" cy="${n(random() * SCENE_HEIGHT)}" r="${n(2 + random() * 4)}"/>`);
      return (
        `<path d="M0 900V760Q400 700 800 760T1600 740V900Z" fill="${c.ground}"/>` +
        `${pine(260, 800, 260, c.near)}${pine(1360, 790, 300, c.near)}` +
        `<g fill="#ffffff" fill-opacity="0.8">${flakes.join('')}</g>`
      );
    }
    case 'trail': {
      return (
        `<path d="M0 900V740Q400 690 800 730T1600 720V900Z" fill="${c.ground}"/>` +
        `<path d="M620 900C700 840 980 820 860 780S760 735 820 720" fill="none" stroke="${mix('#c9a877', c.ground, 0.2)}" stroke-width="46" stroke-linecap="round"/>` +
        `${pine(180, 820, 300, mix(c.ground, '#000000', 0.2))}${pine(1420, 830, 340, mix(c.ground, '#000000', 0.25))}`
      );
    }
    case 'canyon': {
      return (
        `<path d="M0 900V560H220L260 600H420V900Z" fill="${c.ground}"/>` +
        `<path d="M1600 900V520H1380L1340 570H1200V900Z" fill="${mix(c.ground, '#000000', 0.15)}"/>` +
        `<path d="M420 900Q800 760 1200 900Z" fill="${mix(c.ground, '#ffffff', 0.15)}"/>`
      );
    }
  }
}

export function renderScene({ motif, style, hex }: SceneSpec): string {
  const colour = /^[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : null;
  if (!isSceneMotif(motif) || !Number.isInteger(style) || style < 0 || style >= SCENE_STYLE_COUNT || !colour)
    throw new RangeError(`Unknown scene ${motif}/${style}/${hex}`);
  const random = seededRandom(hashName(`${motif}-${style}-${colour}`));
  const c = colours(colour, motif);
  const jagged = motif !== 'canyon' && motif !== 'lake';
  const sunX = 260 + style * 360;
  const sunY = 200 + random() * 120;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}">` +
    `<defs><linearGradient id="rl-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky}"/><stop offset="1" stop-color="${c.haze}"/></linearGradient></defs>` +
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#rl-sky)"/>` +
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(70 + random() * 40)}" fill="${c.sun}"/>` +
    `<path d="${ridge(random, 260, 640, 4, jagged)}" fill="${c.far}"/>` +
    `<path d="${ridge(random, 380, 740, 5, jagged)}" fill="${c.mid}"/>` +
    `<path d="${ridge(random, 560, 820, 6, jagged)}" fill="${c.near}"/>` +
    foreground(motif, random, c) +
    `</svg>`
  );
}

/** `summit-2-1f4e9c`; null when any part is invalid. */
export function sceneName({ motif, style, hex }: SceneSpec): string | null {
  const colour = hex.replace(/^#/, '').toLowerCase();
  if (!isSceneMotif(motif) || !Number.isInteger(style) || style < 0 || style >= SCENE_STYLE_COUNT) return null;
  return /^[0-9a-f]{6}$/.test(colour) ? `${motif}-${style}-${colour}` : null;
}

/** The inverse of sceneName. */
export function parseSceneName(name: string): SceneSpec | null {
  const match = /^([a-z]+)-(\d)-([0-9a-f]{6})$/.exec(name.toLowerCase());
  if (!match) return null;
  const [, motif = '', style = '', hex = ''] = match;
  if (!isSceneMotif(motif) || Number(style) >= SCENE_STYLE_COUNT) return null;
  return { motif, style: Number(style), hex };
}
