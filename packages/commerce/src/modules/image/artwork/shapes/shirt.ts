/** Shirts and tops. Styles: 0 crew tee, 1 button-up shirt, 2 polo, 3 hoodie. */
import { CX, curve, line, rounded } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { hoodBack, hoodFront, hoodSide, topOutline, topSide, type TopSpec } from './top.js';
import { cuffSeams, ribbing } from './trims.js';

const TEE: TopSpec = {
  neckHalf: 36, neckY: 88, neckDrop: 18, shoulderX: 340, shoulderY: 106, sleeve: 'short',
  cuffX: 426, cuffY: 402, cuffWidth: 44, armpitX: 348, armpitY: 206, hemX: 350, hemY: 446,
};
const BUTTON_UP: TopSpec = { ...TEE, sleeve: 'long', neckDrop: 28, hemY: 450 };
const HOODIE: TopSpec = { ...TEE, sleeve: 'long', neckHalf: 40, cuffX: 428, cuffWidth: 48 };
const specFor = (style: number) => (style === 1 ? BUTTON_UP : style === 3 ? HOODIE : TEE);

function collarPoints(c: Canvas, spec: TopSpec, spread: number): void {
  for (const side of [-1, 1])
    c.panel(rounded([[CX + side * 2, spec.neckY + spec.neckDrop - 2, 2], [CX + side * (spec.neckHalf + 6), spec.neckY - 6, 4], [CX + side * spread, spec.neckY + 44, 4]]), c.p.fill);
}

function placket(c: Canvas, from: number, to: number, buttons: number): void {
  c.seam(line([CX - 8, from], [CX - 8, to])).seam(line([CX + 8, from], [CX + 8, to]));
  for (let i = 0; i < buttons; i++) c.button(CX, from + 18 + ((to - from - 30) * i) / Math.max(1, buttons - 1), 4);
}

function shortSleeveHems(c: Canvas, spec: TopSpec): void {
  for (const side of [-1, 1])
    c.seam(line([CX + side * (spec.shoulderX - CX + 48), spec.shoulderY + 74], [CX + side * (spec.shoulderX - CX + 14), spec.shoulderY + 92]), { dashed: true });
}

function front(c: Canvas, style: number): void {
  const spec = specFor(style);
  const outline = topOutline(spec, 'front');
  if (style === 3) {
    const hood = hoodFront(spec.neckY, 62);
    c.body(hood.hood).panel(hood.opening, c.p.dark);
  }
  c.body(outline);
  if (style === 0) {
    c.seam(curve([CX - 36, spec.neckY + 6], [CX, spec.neckY + spec.neckDrop + 16], [CX + 36, spec.neckY + 6]), { width: 3 });
    shortSleeveHems(c, spec);
    c.logo(CX, 190, 30);
  }
  if (style === 1) {
    collarPoints(c, spec, 30);
    placket(c, spec.neckY + spec.neckDrop, spec.hemY, 6);
    for (const side of [-1, 1]) {
      const x = side === 1 ? CX + 38 : CX - 90;
      c.panel(rounded([[x, 160, 3], [x + 52, 160, 3], [x + 52, 218, 8], [x, 218, 8]]), c.p.fill).panel(rounded([[x - 2, 156, 3], [x + 54, 156, 3], [x + 54, 176, 6], [x - 2, 176, 6]]), c.p.fill).button(x + 26, 170, 3);
    }
    cuffSeams(c, spec);
    c.seam(curve([CX - 100, 136], [CX, 150], [CX + 100, 136]), { dashed: true });
  }
  if (style === 2) {
    collarPoints(c, spec, 44);
    placket(c, spec.neckY + spec.neckDrop, spec.neckY + 86, 2);
    shortSleeveHems(c, spec);
    c.logo(CX + 70, 160, 12);
  }
  if (style === 3) {
    c.panel(rounded([[CX - 84, 296, 10], [CX + 84, 296, 10], [CX + 102, 392, 8], [CX - 102, 392, 8]]), c.p.fill);
    for (const side of [-1, 1]) c.seam(line([CX + side * 18, spec.neckY + 14], [CX + side * 22, spec.neckY + 100]), { width: 3, color: c.p.light });
    ribbing(c, outline, CX - 120, CX + 120, spec.hemY - 24, spec.hemY + 10);
    cuffSeams(c, spec);
    c.logo(CX, 200, 22);
  }
  if (style !== 3) c.seam(line([CX - 100, spec.hemY - 14], [CX + 100, spec.hemY - 14]), { dashed: true });
}

function back(c: Canvas, style: number): void {
  const spec = specFor(style);
  const outline = topOutline(spec, 'back');
  c.body(outline);
  if (style === 1) {
    c.seam(curve([CX - 110, 146], [CX, 160], [CX + 110, 146]), { dashed: true }).seam(line([CX, 156], [CX, 210]));
    cuffSeams(c, spec);
  } else if (style === 3) {
    c.body(hoodBack(spec.neckY, 62));
    ribbing(c, outline, CX - 120, CX + 120, spec.hemY - 24, spec.hemY + 10);
    cuffSeams(c, spec);
  } else {
    c.seam(curve([CX - 36, spec.neckY + 2], [CX, spec.neckY + 14], [CX + 36, spec.neckY + 2]), { width: 3 });
    shortSleeveHems(c, spec);
    c.logo(CX, spec.neckY + 40, 10);
  }
  if (style === 2) c.panel(rounded([[CX - 44, spec.neckY - 10, 6], [CX + 44, spec.neckY - 10, 6], [CX + 40, spec.neckY + 10, 4], [CX - 40, spec.neckY + 10, 4]]), c.p.fill);
  if (style !== 3) c.seam(line([CX - 100, spec.hemY - 14], [CX + 100, spec.hemY - 14]), { dashed: true });
}

function side(c: Canvas, style: number): void {
  const spec = specFor(style);
  const { torso, sleeve } = topSide(spec);
  if (style === 3) c.body(hoodSide(spec.neckY));
  c.body(torso);
  if (style === 1) for (let y = 140; y < spec.hemY - 20; y += 52) c.button(CX + 62, y, 3.5);
  if (style === 2) for (const y of [118, 150]) c.button(CX + 44, y, 3.5);
  if (style === 3) ribbing(c, torso, CX - 100, CX + 100, spec.hemY - 24, spec.hemY + 10);
  if (sleeve) {
    c.body(sleeve);
    if (spec.sleeve === 'long') c.seam(line([CX + 4, spec.cuffY - 16], [CX + 60, spec.cuffY - 24]));
    else c.seam(line([CX - 22, spec.shoulderY + 90], [CX + 48, spec.shoulderY + 82]), { dashed: true });
  }
  c.logo(CX + 12, 150, 10);
}

export const shirt: Drawing = {
  draw(c, view, style) {
    if (view === 'front') front(c, style);
    else if (view === 'back') back(c, style);
    else side(c, style);
  },
  focus: (style) => (style === 0 ? [CX, 180] : style === 1 ? [CX + 40, 170] : style === 2 ? [CX + 30, 150] : [CX, 220]),
};
