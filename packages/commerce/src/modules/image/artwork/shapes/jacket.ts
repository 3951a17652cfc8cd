/**
 * Jackets. Styles: 0 hooded shell, 1 collared jacket with a colour-block yoke,
 * 2 hooded puffer (quilted), 3 quilted vest.
 */
import { CX, curve, line, rounded } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { hoodBack, hoodFront, hoodSide, topOutline, topSide, type TopSpec } from './top.js';
import { cuffSeams, quilting, yoke } from './trims.js';

const SHELL: TopSpec = {
  neckHalf: 40, neckY: 80, neckDrop: 18, shoulderX: 348, shoulderY: 102, sleeve: 'long',
  cuffX: 440, cuffY: 398, cuffWidth: 52, armpitX: 356, armpitY: 208, hemX: 362, hemY: 452,
};
const VEST: TopSpec = { ...SHELL, sleeve: 'none', shoulderX: 316, shoulderY: 94, armpitX: 352 };

const specFor = (style: number) => (style === 3 ? VEST : SHELL);
const hooded = (style: number) => style === 0 || style === 2;

function standCollar(c: Canvas, spec: TopSpec): void {
  c.body(rounded([[CX - 46, spec.neckY - 22, 8], [CX + 46, spec.neckY - 22, 8], [CX + 48, spec.neckY + 22, 4], [CX - 48, spec.neckY + 22, 4]]));
}

function front(c: Canvas, style: number): void {
  const spec = specFor(style);
  const outline = topOutline(spec, 'front');
  if (hooded(style)) {
    const hood = hoodFront(spec.neckY);
    c.body(hood.hood).panel(hood.opening, c.p.dark);
  } else standCollar(c, spec);
  c.body(outline);
  if (style >= 2) quilting(c, outline, 150, spec.hemY, 46);
  if (style === 1) yoke(c, outline, 168);
  c.zip(CX, spec.neckY + (hooded(style) ? 16 : -20), CX, spec.hemY + 2);
  // Hand pockets: zipped on the shell, welted elsewhere.
  for (const side of [-1, 1]) {
    const pocket = line([CX + side * 62, 318], [CX + side * 80, 392]);
    if (style === 0) c.seam(pocket, { width: 4, color: c.p.edge });
    else c.seam(pocket, { width: 2.5 });
  }
  if (style === 1) c.seam(line([CX + 40, 150], [CX + 92, 150]), { width: 4, color: c.p.edge }).button(CX + 92, 156, 3);
  if (spec.sleeve === 'long') cuffSeams(c, spec);
  c.seam(line([CX - spec.hemX + CX + 4, spec.hemY - 18], [spec.hemX - 4, spec.hemY - 18]), { dashed: true });
  c.logo(CX + 72, style === 1 ? 190 : 150, 13);
}

function back(c: Canvas, style: number): void {
  const spec = specFor(style);
  const outline = topOutline(spec, 'back');
  if (!hooded(style)) standCollar(c, spec);
  c.body(outline);
  if (style >= 2) quilting(c, outline, 150, spec.hemY, 46);
  if (style === 1) yoke(c, outline, 168);
  else c.seam(curve([CX - 100, 176], [CX, 196], [CX + 100, 176]), { dashed: true });
  if (hooded(style)) {
    c.body(hoodBack(spec.neckY)).seam(line([CX, spec.neckY - 52], [CX, spec.neckY + 80]), { dashed: true });
  } else c.logo(CX, spec.neckY + 46, 11);
  if (spec.sleeve === 'long') cuffSeams(c, spec);
  c.seam(line([CX - 110, spec.hemY - 18], [CX + 110, spec.hemY - 18]), { dashed: true });
}

function side(c: Canvas, style: number): void {
  const spec = specFor(style);
  const { torso, sleeve } = topSide(spec);
  if (hooded(style)) c.body(hoodSide(spec.neckY));
  c.body(torso);
  if (style >= 2) quilting(c, torso, 150, spec.hemY, 46);
  c.zip(CX + 50, spec.neckY + 22, CX + 70, spec.hemY - 4);
  if (sleeve) {
    c.body(sleeve);
    if (style >= 2) quilting(c, sleeve, 150, spec.cuffY, 46);
    c.seam(line([CX + 4, spec.cuffY - 16], [CX + 60, spec.cuffY - 24]));
    c.logo(CX + 12, 150, 10);
  } else c.seam(curve([CX - 40, spec.shoulderY + 10], [CX, spec.armpitY + 10], [CX + 40, spec.shoulderY + 20]), { width: 3, color: c.p.edge });
}

export const jacket: Drawing = {
  draw(c, view, style) {
    if (view === 'front') front(c, style);
    else if (view === 'back') back(c, style);
    else side(c, style);
  },
  focus: (style) => (style === 1 ? [CX + 52, 168] : [CX + 30, 150]),
};
