/** Sandals, toe to the left. Styles: 0 sport sandal, 1 slide, 2 water shoe, 3 strappy sandal. */
import { CX, ellipse, rect, rounded, symmetric, type Pt } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { FOOT_OUTLINE, outsole } from './footwear.js';

/** A webbing strap: an outlined band along `d`. */
function strap(c: Canvas, d: string, width = 22): void {
  c.seam(d, { width: width + 5, color: c.p.edge }).seam(d, { width, color: c.p.fill });
}

function footbed(c: Canvas): void {
  c.panel(rounded([[62, 364, 16], [424, 360, 8], [426, 384, 4], [62, 390, 12]]), c.p.dark);
  outsole(c, 384, 420);
}

function front(c: Canvas, style: number): void {
  if (style === 2) {
    const upper = rounded([[64, 386, 10], [70, 350, 40], [130, 324, 50], [230, 300, 40], [280, 266, 14], [360, 262, 16], [404, 290, 30], [420, 386, 10]]);
    c.body(upper).texture(upper, 'mesh');
    c.seam('M170 320L200 300L222 318L244 290L268 304', { width: 3, color: c.p.accent });
    c.logo(330, 320, 18);
    outsole(c, 384, 420);
    return;
  }
  if (style === 1) {
    c.body(rounded([[116, 372, 10], [150, 300, 50], [240, 284, 50], [300, 368, 10]]));
    c.logo(212, 326, 24);
    footbed(c);
    return;
  }
  const width = style === 3 ? 11 : 22;
  strap(c, 'M118 370Q150 300 206 368', width);
  strap(c, 'M222 366Q262 250 300 364', width);
  strap(c, 'M300 364Q320 210 396 246', width);
  strap(c, 'M396 246Q424 300 412 366', width);
  if (style === 3) strap(c, 'M160 368Q200 290 250 366', width);
  c.panel(rect(346, 214, 20, 28, 4), c.p.accent);
  footbed(c);
}

function back(c: Canvas, style: number): void {
  if (style === 2 || style === 1) {
    const upper = rounded(symmetric([[CX, style === 1 ? 330 : 270, 0], [CX + 50, style === 1 ? 330 : 274, 16], [CX + 62, 380, 8], [CX, 384, 0]] as Pt[]));
    c.body(upper);
    if (style === 2) c.texture(upper, 'mesh');
  } else strap(c, `M${CX - 58} 380Q${CX - 60} 250 ${CX} 250Q${CX + 60} 250 ${CX + 58} 380`, style === 3 ? 11 : 22);
  c.panel(rect(CX - 66, 374, 132, 14, 4), c.p.dark);
  c.body(rect(CX - 70, 388, 140, 32, 8), c.p.rubber);
  c.logo(CX, 320, 12);
}

function top(c: Canvas, style: number): void {
  c.body(FOOT_OUTLINE, c.p.rubber);
  c.panel(rounded([[CX - 50, 90, 40], [CX + 60, 90, 40], [CX + 70, 220, 60], [CX + 50, 440, 40], [CX - 46, 440, 40], [CX - 56, 220, 60]]), c.p.dark);
  if (style === 2) {
    const upper = rounded([[CX - 60, 80, 50], [CX + 68, 80, 50], [CX + 74, 260, 40], [CX - 62, 260, 40]]);
    c.body(upper).texture(upper, 'mesh');
  } else if (style === 1) c.body(rounded([[CX - 70, 130, 14], [CX + 80, 130, 14], [CX + 82, 230, 14], [CX - 72, 230, 14]]));
  else for (const y of style === 3 ? [120, 170, 220, 270, 380] : [140, 230, 380]) c.body(rounded([[CX - 74, y, 6], [CX + 84, y - 6, 6], [CX + 84, y + (style === 3 ? 14 : 28), 6], [CX - 74, y + (style === 3 ? 20 : 34), 6]]));
  c.panel(ellipse(CX + 4, 440, 16, 10), c.p.dark);
}

export const sandal: Drawing = {
  draw(c, view, style) {
    if (view === 'front') front(c, style);
    else if (view === 'back') back(c, style);
    else top(c, style);
  },
  focus: (style) => (style === 1 ? [210, 330] : [300, 300]),
  frame: (view) => (view === 'front' ? 'translate(248 270) scale(1.12) translate(-242 -316)' : view === 'back' ? 'translate(248 270) scale(1.2) translate(-248 -335)' : undefined),
};
