/**
 * Fleece. Styles: 0 full-zip jacket, 1 quarter-zip pullover, 2 hoodie, 3 vest.
 * Every style wears a pile texture, which is what tells fleece from a shell at a glance.
 */
import { CX, curve, line, rounded } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { hoodBack, hoodFront, hoodSide, topOutline, topSide, type TopSpec } from './top.js';
import { cuffSeams, ribbing } from './trims.js';

const PULLOVER: TopSpec = {
  neckHalf: 38, neckY: 86, neckDrop: 16, shoulderX: 342, shoulderY: 106, sleeve: 'long',
  cuffX: 430, cuffY: 396, cuffWidth: 48, armpitX: 350, armpitY: 208, hemX: 352, hemY: 440,
};
const VEST: TopSpec = { ...PULLOVER, sleeve: 'none', shoulderX: 314, shoulderY: 96, armpitX: 346 };
const specFor = (style: number) => (style === 3 ? VEST : PULLOVER);

function collar(c: Canvas, spec: TopSpec): void {
  const d = rounded([[CX - 44, spec.neckY - 20, 10], [CX + 44, spec.neckY - 20, 10], [CX + 46, spec.neckY + 22, 4], [CX - 46, spec.neckY + 22, 4]]);
  c.body(d).texture(d, 'pile');
}

function kangarooPocket(c: Canvas): void {
  const d = rounded([[CX - 86, 300, 10], [CX + 86, 300, 10], [CX + 104, 396, 8], [CX - 104, 396, 8]]);
  c.panel(d, c.p.fill).texture(d, 'pile').seam(curve([CX - 86, 302], [CX - 104, 350], [CX - 102, 392]), { dashed: true });
}

function front(c: Canvas, style: number): void {
  const spec = specFor(style);
  const outline = topOutline(spec, 'front');
  if (style === 2) {
    const hood = hoodFront(spec.neckY, 64);
    c.body(hood.hood).texture(hood.hood, 'pile').panel(hood.opening, c.p.dark);
  } else collar(c, spec);
  c.body(outline).texture(outline, 'pile');
  // Hem band in a contrast binding.
  c.clip(outline, `<rect x="0" y="${spec.hemY - 22}" width="496" height="40" fill="${c.p.dark}"/>`);
  if (style === 0 || style === 3) c.zip(CX, spec.neckY - 18, CX, spec.hemY + 2);
  if (style === 1) c.zip(CX, spec.neckY - 18, CX, 200);
  if (style === 0) c.seam(line([CX - 92, 168], [CX - 44, 168]), { width: 4, color: c.p.edge });
  if (style === 1) c.panel(rounded([[CX + 44, 168, 6], [CX + 96, 168, 6], [CX + 96, 214, 6], [CX + 44, 214, 6]]), c.p.dark).button(CX + 70, 190, 3);
  if (style === 2) {
    kangarooPocket(c);
    for (const side of [-1, 1]) c.seam(line([CX + side * 20, spec.neckY + 14], [CX + side * 24, spec.neckY + 96]), { width: 3, color: c.p.light });
    ribbing(c, outline, CX - 120, CX + 120, spec.hemY - 22, spec.hemY + 10);
  }
  if (spec.sleeve === 'long') cuffSeams(c, spec);
  else
    c.clip(
      outline,
      [-1, 1].map((side) => c.stroke(curve([CX + side * 66, spec.shoulderY - 6], [CX + side * 86, 170], [CX + side * 100, spec.armpitY + 2]), { width: 10, color: c.p.dark })).join(''),
    );
  c.logo(CX + 72, style === 1 ? 240 : 150, 13);
}

function back(c: Canvas, style: number): void {
  const spec = specFor(style);
  const outline = topOutline(spec, 'back');
  if (style !== 2) collar(c, spec);
  c.body(outline).texture(outline, 'pile');
  c.clip(outline, `<rect x="0" y="${spec.hemY - 22}" width="496" height="40" fill="${c.p.dark}"/>`);
  c.seam(curve([CX - 96, 172], [CX, 192], [CX + 96, 172]), { dashed: true });
  if (style === 2) c.body(hoodBack(spec.neckY)).texture(hoodBack(spec.neckY), 'pile');
  else c.logo(CX, spec.neckY + 44, 10);
  if (spec.sleeve === 'long') cuffSeams(c, spec);
}

function side(c: Canvas, style: number): void {
  const spec = specFor(style);
  const { torso, sleeve } = topSide(spec);
  if (style === 2) c.body(hoodSide(spec.neckY)).texture(hoodSide(spec.neckY), 'pile');
  c.body(torso).texture(torso, 'pile');
  c.clip(torso, `<rect x="0" y="${spec.hemY - 22}" width="496" height="40" fill="${c.p.dark}"/>`);
  if (style !== 2) c.zip(CX + 42, spec.neckY + 18, CX + (style === 1 ? 52 : 70), style === 1 ? 200 : spec.hemY - 4);
  if (sleeve) c.body(sleeve).texture(sleeve, 'pile').seam(line([CX + 4, spec.cuffY - 16], [CX + 60, spec.cuffY - 24]));
  c.logo(CX + 14, 160, 10);
}

export const fleece: Drawing = {
  draw(c, view, style) {
    if (view === 'front') front(c, style);
    else if (view === 'back') back(c, style);
    else side(c, style);
  },
  focus: (style) => (style === 1 ? [CX + 40, 190] : style === 2 ? [CX, 340] : [CX + 30, 150]),
};
