/**
 * Base layers. Styles: 0 crew top, 1 quarter-zip top, 2 tights, 3 crew top with colour-blocked
 * sides and thumb loops. Flatlock seams (dashed) run everywhere: the mark of a base layer.
 */
import { CX, curve, ellipse, line, rounded } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { legsOutline, TIGHTS } from './pants.js';
import { topOutline, topSide, type TopSpec } from './top.js';
import { cuffSeams, ribbing } from './trims.js';

const SLIM: TopSpec = {
  neckHalf: 32, neckY: 90, neckDrop: 14, shoulderX: 332, shoulderY: 108, sleeve: 'long',
  cuffX: 404, cuffY: 404, cuffWidth: 36, armpitX: 336, armpitY: 198, hemX: 336, hemY: 440,
};

function raglan(c: Canvas): void {
  for (const side of [-1, 1]) c.seam(curve([CX + side * 30, SLIM.neckY + 6], [CX + side * 70, 140], [CX + side * 88, SLIM.armpitY - 2]), { dashed: true });
}

function sidePanels(c: Canvas, outline: string): void {
  c.clip(outline, `<path d="M${CX + 58} 180Q${CX + 70} 320 ${CX + 64} 470H496V180ZM${CX - 58} 180Q${CX - 70} 320 ${CX - 64} 470H0V180Z" fill="${c.p.dark}"/>`);
}

function tights(c: Canvas, view: 'front' | 'back' | 'side'): void {
  if (view === 'side') {
    const leg = rounded([[CX - 50, 70, 4], [CX + 44, 70, 4], [CX + 52, 170, 50], [CX + 30, 474, 6], [CX - 24, 478, 6], [CX - 60, 200, 60]]);
    c.body(leg).clip(leg, `<rect x="0" y="70" width="496" height="22" fill="${c.p.dark}"/>`).seam(line([CX, 92], [CX + 2, 474]), { dashed: true });
    c.logo(CX - 18, 140, 10);
    return;
  }
  const outline = legsOutline(TIGHTS);
  c.body(outline).clip(outline, `<rect x="0" y="${TIGHTS.waistY}" width="496" height="22" fill="${c.p.dark}"/>`);
  ribbing(c, outline, 0, 496, TIGHTS.waistY, TIGHTS.waistY + 22, 6);
  if (view === 'front') {
    c.seam(`M${CX} 92Q${CX + 6} 170 ${CX} 220`, { dashed: true });
    for (const side of [-1, 1]) c.seam(line([CX + side * 60, 100], [CX + side * 44, 470]), { dashed: true });
    c.logo(CX - 48, 130, 10);
  } else {
    c.seam(`M${CX - 70} 130Q${CX} 160 ${CX + 70} 130`, { dashed: true }).seam(line([CX, 92], [CX, 230]), { dashed: true });
  }
}

function front(c: Canvas, style: number): void {
  const outline = topOutline(SLIM, 'front');
  c.body(outline);
  if (style === 3) sidePanels(c, outline);
  raglan(c);
  if (style === 1) {
    c.body(rounded([[CX - 36, SLIM.neckY - 18, 8], [CX + 36, SLIM.neckY - 18, 8], [CX + 38, SLIM.neckY + 18, 4], [CX - 38, SLIM.neckY + 18, 4]]));
    c.zip(CX, SLIM.neckY - 16, CX, 196);
  } else c.seam(curve([CX - 32, SLIM.neckY + 6], [CX, SLIM.neckY + SLIM.neckDrop + 14], [CX + 32, SLIM.neckY + 6]), { width: 3 });
  cuffSeams(c, SLIM);
  if (style === 3) for (const side of [-1, 1]) c.panel(ellipse(CX + side * (SLIM.cuffX - CX - 18), SLIM.cuffY - 2, 8, 5), c.p.dark);
  c.seam(line([CX - 90, SLIM.hemY - 14], [CX + 90, SLIM.hemY - 14]), { dashed: true });
  c.logo(CX + 56, 150, 11);
}

function back(c: Canvas, style: number): void {
  const outline = topOutline(SLIM, 'back');
  c.body(outline);
  if (style === 3) sidePanels(c, outline);
  raglan(c);
  c.seam(line([CX, SLIM.neckY + 10], [CX, SLIM.hemY]), { dashed: true });
  cuffSeams(c, SLIM);
  if (style === 1) c.body(rounded([[CX - 36, SLIM.neckY - 18, 8], [CX + 36, SLIM.neckY - 18, 8], [CX + 38, SLIM.neckY + 12, 4], [CX - 38, SLIM.neckY + 12, 4]]));
  c.logo(CX, SLIM.neckY + 34, 9);
}

function side(c: Canvas, style: number): void {
  const { torso, sleeve } = topSide(SLIM);
  c.body(torso);
  if (style === 3) c.clip(torso, `<rect x="${CX - 30}" y="150" width="60" height="320" fill="${c.p.dark}"/>`);
  if (style === 1) c.zip(CX + 32, SLIM.neckY + 12, CX + 46, 196);
  if (sleeve) c.body(sleeve).seam(line([CX + 4, SLIM.cuffY - 16], [CX + 60, SLIM.cuffY - 24])).seam(curve([CX - 30, SLIM.shoulderY + 6], [CX, 130], [CX + 24, SLIM.neckY + 18]), { dashed: true });
  c.logo(CX + 14, 160, 9);
}

export const baseLayer: Drawing = {
  draw(c, view, style) {
    if (style === 2) tights(c, view);
    else if (view === 'front') front(c, style);
    else if (view === 'back') back(c, style);
    else side(c, style);
  },
  focus: (style) => (style === 2 ? [CX - 20, 130] : style === 1 ? [CX + 20, 140] : [CX + 50, 150]),
};
