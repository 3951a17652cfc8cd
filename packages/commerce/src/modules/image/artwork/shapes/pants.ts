/**
 * Pants. Styles: 0 trail pants, 1 cargo pants, 2 shorts, 3 joggers.
 * The leg outline is exported for base-layer tights.
 */
import { CX, curve, line, rect, rounded, symmetric, type Pt } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { ribbing } from './trims.js';

export type LegSpec = {
  waistHalf: number;
  waistY: number;
  hipX: number;
  hipY: number;
  cuffOuter: number;
  cuffInner: number;
  cuffY: number;
  crotchY: number;
};

const PANTS: LegSpec = { waistHalf: 86, waistY: 68, hipX: 340, hipY: 150, cuffOuter: 352, cuffInner: 264, cuffY: 472, crotchY: 240 };
const SHORTS: LegSpec = { ...PANTS, waistY: 110, hipY: 190, cuffOuter: 356, cuffInner: 256, cuffY: 372, crotchY: 278 };
const JOGGERS: LegSpec = { ...PANTS, cuffOuter: 330, cuffInner: 270 };
export const TIGHTS: LegSpec = { waistHalf: 70, waistY: 70, hipX: 324, hipY: 150, cuffOuter: 304, cuffInner: 262, cuffY: 474, crotchY: 236 };

const specFor = (style: number) => (style === 2 ? SHORTS : style === 3 ? JOGGERS : PANTS);

export function legsOutline(spec: LegSpec): string {
  const half: Pt[] = [
    [CX, spec.waistY, 0],
    [CX + spec.waistHalf, spec.waistY, 4],
    [spec.hipX, spec.hipY, 60],
    [spec.cuffOuter, spec.cuffY, 6],
    [spec.cuffInner, spec.cuffY + 4, 6],
    [CX, spec.crotchY, 10],
  ];
  return rounded(symmetric(half));
}

function waistband(c: Canvas, outline: string, spec: LegSpec, loops: boolean): void {
  c.clip(outline, `<rect x="0" y="${spec.waistY}" width="496" height="24" fill="${c.p.dark}"/>`);
  if (loops) for (const x of [-70, -30, 30, 70]) c.panel(rect(CX + x - 4, spec.waistY - 2, 8, 28, 2), c.p.dark);
}

function front(c: Canvas, style: number): void {
  const spec = specFor(style);
  const outline = legsOutline(spec);
  c.body(outline);
  waistband(c, outline, spec, style !== 3);
  const top = spec.waistY + 24;
  c.seam(`M${CX} ${top}L${CX} ${top + 90}Q${CX} ${top + 110} ${CX + 20} ${top + 104}L${CX + 22} ${top}`, { dashed: true });
  for (const side of [-1, 1]) {
    c.seam(curve([CX + side * 52, top], [CX + side * 60, top + 50], [CX + side * (spec.hipX - CX - 4), top + 64]), { width: 2.5 });
    if (style === 1) {
      const x = side === 1 ? spec.hipX - 66 : 2 * CX - spec.hipX + 12;
      c.panel(rounded([[x, 250, 6], [x + 54, 250, 6], [x + 56, 330, 6], [x + 2, 330, 6]]), c.p.fill).seam(line([x, 268], [x + 55, 268]));
    }
    if (style === 0) c.seam(curve([CX + side * 58, 330], [CX + side * 74, 340], [CX + side * 96, 330]), { dashed: true });
    if (style === 2) c.seam(line([CX + side * (spec.cuffInner - CX + 2), spec.cuffY - 16], [CX + side * (spec.cuffOuter - CX - 2), spec.cuffY - 18]), { dashed: true });
  }
  if (style === 3) {
    ribbing(c, outline, 0, 496, spec.waistY, spec.waistY + 24, 6);
    const cuffs = `<rect x="0" y="${spec.cuffY - 30}" width="496" height="40" fill="${c.p.dark}"/>`;
    c.clip(outline, cuffs);
    ribbing(c, outline, 0, 496, spec.cuffY - 30, spec.cuffY + 8, 6);
    for (const side of [-1, 1]) c.seam(line([CX + side * 10, spec.waistY + 22], [CX + side * 16, spec.waistY + 86]), { width: 3, color: c.p.light });
  }
  c.logo(2 * CX - spec.hipX + 34, top + 70, 10);
}

function back(c: Canvas, style: number): void {
  const spec = specFor(style);
  const outline = legsOutline(spec);
  c.body(outline);
  waistband(c, outline, spec, style !== 3);
  const top = spec.waistY + 24;
  c.seam(`M${CX - 90} ${top + 16}Q${CX} ${top + 40} ${CX + 90} ${top + 16}`, { dashed: true });
  c.seam(line([CX, top], [CX, spec.crotchY - 6]), { dashed: true });
  for (const side of [-1, 1]) {
    const x = side === 1 ? CX + 24 : CX - 86;
    c.panel(rounded([[x, top + 44, 4], [x + 62, top + 44, 4], [x + 60, top + 112, 14], [x + 2, top + 112, 14]]), c.p.fill);
    c.seam(line([x + 2, top + 62], [x + 60, top + 62]));
  }
  if (style === 3) {
    c.clip(outline, `<rect x="0" y="${spec.cuffY - 30}" width="496" height="40" fill="${c.p.dark}"/>`);
    ribbing(c, outline, 0, 496, spec.waistY, spec.waistY + 24, 6);
  }
}

function side(c: Canvas, style: number): void {
  const spec = specFor(style);
  const leg = rounded([
    [CX - 60, spec.waistY, 4],
    [CX + 52, spec.waistY, 4],
    [CX + 62, spec.hipY + 20, 50],
    [CX + 54 - (style === 3 ? 16 : 0), spec.cuffY, 6],
    [CX - 46 + (style === 3 ? 10 : 0), spec.cuffY + 4, 6],
    [CX - 70, spec.hipY + 50, 60],
  ]);
  c.body(leg);
  c.clip(leg, `<rect x="0" y="${spec.waistY}" width="496" height="24" fill="${c.p.dark}"/>`);
  c.seam(line([CX, spec.waistY + 24], [CX + 2, spec.cuffY]), { dashed: true });
  c.seam(curve([CX + 16, spec.waistY + 24], [CX + 30, spec.waistY + 60], [CX + 58, spec.waistY + 80]), { width: 2.5 });
  if (style === 1) c.panel(rounded([[CX - 30, 250, 6], [CX + 30, 250, 6], [CX + 32, 336, 6], [CX - 32, 336, 6]]), c.p.fill).seam(line([CX - 30, 270], [CX + 30, 270]));
  if (style === 3) c.clip(leg, `<rect x="0" y="${spec.cuffY - 30}" width="496" height="40" fill="${c.p.dark}"/>`);
  c.logo(CX - 24, spec.waistY + 70, 10);
}

export const pants: Drawing = {
  draw(c, view, style) {
    if (view === 'front') front(c, style);
    else if (view === 'back') back(c, style);
    else side(c, style);
  },
  focus: (style) => (style === 2 ? [CX + 30, 180] : style === 1 ? [CX + 50, 250] : [CX + 20, 130]),
};
