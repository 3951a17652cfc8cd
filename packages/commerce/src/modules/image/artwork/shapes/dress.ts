/** Dresses and skirts. Styles: 0 sleeveless dress, 1 short-sleeve dress, 2 skirt, 3 long-sleeve dress. */
import { CX, curve, line, rounded, symmetric, type Pt } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { topOutline, topSide, type TopSpec } from './top.js';
import { cuffSeams } from './trims.js';

const SLEEVELESS: TopSpec = {
  neckHalf: 34, neckY: 84, neckDrop: 30, shoulderX: 300, shoulderY: 90, sleeve: 'none',
  cuffX: 416, cuffY: 390, cuffWidth: 38, armpitX: 334, armpitY: 200, waist: [322, 262], hemX: 396, hemY: 476,
};
const SHORT_SLEEVE: TopSpec = { ...SLEEVELESS, sleeve: 'short', shoulderX: 334, shoulderY: 100, armpitX: 338 };
const LONG_SLEEVE: TopSpec = { ...SLEEVELESS, sleeve: 'long', shoulderX: 336, shoulderY: 100, armpitX: 338, cuffX: 414, cuffY: 392 };
const specFor = (style: number) => (style === 1 ? SHORT_SLEEVE : style === 3 ? LONG_SLEEVE : SLEEVELESS);

const SKIRT_HALF: Pt[] = [[CX, 118, 0], [CX + 96, 118, 6], [CX + 104, 152, 30], [CX + 174, 436, 10], [CX, 446, 0]];
const SKIRT = rounded(symmetric(SKIRT_HALF));

function pleats(c: Canvas, top: number, bottom: number, spread: number): void {
  for (const x of [-2, -1, 1, 2]) c.seam(line([CX + x * 30, top], [CX + x * spread, bottom]), { width: 1.5 });
}

function skirt(c: Canvas, view: 'front' | 'back' | 'side'): void {
  if (view === 'side') {
    const profile = rounded([[CX - 50, 118, 6], [CX + 48, 118, 6], [CX + 120, 436, 10], [CX - 118, 442, 10]]);
    c.body(profile).clip(profile, `<rect x="0" y="118" width="496" height="32" fill="${c.p.dark}"/>`);
    c.seam(line([CX, 150], [CX + 2, 440]), { dashed: true }).logo(CX - 20, 180, 10);
    return;
  }
  c.body(SKIRT).clip(SKIRT, `<rect x="0" y="118" width="496" height="32" fill="${c.p.dark}"/>`);
  pleats(c, 152, 436, 62);
  if (view === 'front') {
    for (const side of [-1, 1]) c.seam(curve([CX + side * 70, 152], [CX + side * 80, 196], [CX + side * 112, 204]), { width: 2.5 });
    c.logo(CX + 70, 240, 10);
  } else c.seam(line([CX, 118], [CX, 240]), { width: 3, color: c.p.edge });
}

function front(c: Canvas, style: number): void {
  const spec = specFor(style);
  const outline = topOutline(spec, 'front');
  c.body(outline);
  c.seam(curve([CX - 78, 262], [CX, 276], [CX + 78, 262]), { width: 2.5 });
  pleats(c, 272, spec.hemY - 4, 72);
  c.seam(curve([CX - spec.neckHalf + 4, spec.neckY + 8], [CX, spec.neckY + spec.neckDrop + 16], [CX + spec.neckHalf - 4, spec.neckY + 8]), { width: 2.5 });
  if (style === 3) cuffSeams(c, spec);
  if (style === 0) for (const side of [-1, 1]) c.button(CX + side * 14, 160, 3.5);
  c.seam(line([CX - 150, spec.hemY - 16], [CX + 150, spec.hemY - 16]), { dashed: true });
  c.logo(CX + 84, 320, 10);
}

function back(c: Canvas, style: number): void {
  const spec = specFor(style);
  const outline = topOutline(spec, 'back');
  c.body(outline);
  c.seam(curve([CX - 78, 262], [CX, 276], [CX + 78, 262]), { width: 2.5 });
  c.seam(line([CX, spec.neckY + 8], [CX, 268]), { width: 3, color: c.p.edge });
  pleats(c, 272, spec.hemY - 4, 72);
  if (style === 3) cuffSeams(c, spec);
  c.seam(line([CX - 150, spec.hemY - 16], [CX + 150, spec.hemY - 16]), { dashed: true });
}

function side(c: Canvas, style: number): void {
  const spec = specFor(style);
  const { torso, sleeve } = topSide(spec);
  c.body(torso).seam(curve([CX - 80, 262], [CX, 272], [CX + 78, 262]), { width: 2.5 });
  if (sleeve) c.body(sleeve);
  c.logo(CX + 20, 320, 10);
}

export const dress: Drawing = {
  draw(c, view, style) {
    if (style === 2) skirt(c, view);
    else if (view === 'front') front(c, style);
    else if (view === 'back') back(c, style);
    else side(c, style);
  },
  focus: (style) => (style === 2 ? [CX + 40, 180] : [CX, 170]),
};
