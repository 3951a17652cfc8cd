/** Packs and bags. Styles: 0 daypack, 1 backpack with a lid, 2 hip pack, 3 duffel. */
import { CX, curve, line, rect, rounded, symmetric, type Pt } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';

const DAYPACK = rounded(symmetric([[CX, 100, 0], [CX + 92, 106, 70], [CX + 118, 300, 60], [CX + 122, 456, 30], [CX, 460, 0]] as Pt[]));
const BACKPACK = rounded(symmetric([[CX, 70, 0], [CX + 96, 80, 60], [CX + 120, 300, 60], [CX + 124, 466, 30], [CX, 470, 0]] as Pt[]));
const HIP = rounded([[CX - 150, 262, 30], [CX - 100, 206, 60], [CX + 100, 206, 60], [CX + 150, 262, 40], [CX + 110, 322, 60], [CX - 110, 322, 60]]);
const DUFFEL = rounded([[CX - 190, 196, 60], [CX + 190, 196, 60], [CX + 196, 390, 40], [CX - 196, 390, 40]]);

function handle(c: Canvas, y: number, half = 34): void {
  c.seam(`M${CX - half} ${y}Q${CX} ${y - 46} ${CX + half} ${y}`, { width: 9, color: c.p.edge }).seam(`M${CX - half} ${y}Q${CX} ${y - 46} ${CX + half} ${y}`, { width: 5, color: c.p.dark });
}

function packFront(c: Canvas, style: number): void {
  const body = style === 1 ? BACKPACK : DAYPACK;
  handle(c, style === 1 ? 84 : 108);
  c.body(body);
  const pocket = rounded([[CX - 86, 300, 30], [CX + 86, 300, 30], [CX + 92, 440, 24], [CX - 92, 440, 24]]);
  c.panel(pocket, c.p.dark);
  c.zip(CX - 70, 318, CX + 70, 318);
  c.seam(curve([CX - 100, 210], [CX, 120], [CX + 100, 210]), { width: 4, color: c.p.edge });
  if (style === 1) {
    const lid = rounded([[CX - 100, 72, 50], [CX + 100, 72, 50], [CX + 108, 180, 20], [CX - 108, 180, 20]]);
    c.body(lid, c.p.dark).zip(CX - 60, 150, CX + 60, 150);
    for (const side of [-1, 1]) c.panel(rect(CX + side * 56 - 8, 170, 16, 110, 4), c.p.rubber).panel(rect(CX + side * 56 - 14, 270, 28, 20, 4), c.p.accent);
  }
  for (const side of [-1, 1]) c.seam(line([CX + side * 112, 240], [CX + side * 120, 270]), { width: 6, color: c.p.rubber });
  c.logo(CX, style === 1 ? 112 : 390, 18, c.p.accent);
}

function packBack(c: Canvas, style: number): void {
  const body = style === 1 ? BACKPACK : DAYPACK;
  handle(c, style === 1 ? 84 : 108);
  c.body(body);
  for (const side of [-1, 1]) c.panel(rounded([[CX + side * 8, 150, 30], [CX + side * 90, 150, 30], [CX + side * 92, 420, 30], [CX + side * 8, 420, 30]]), c.p.light).texture(rounded([[CX + side * 8, 150, 30], [CX + side * 90, 150, 30], [CX + side * 92, 420, 30], [CX + side * 8, 420, 30]]), 'mesh');
  for (const side of [-1, 1]) {
    const strap = `M${CX + side * 40} 130Q${CX + side * 110} 250 ${CX + side * 96} 420`;
    c.seam(strap, { width: 36, color: c.p.edge }).seam(strap, { width: 30, color: c.p.rubber });
  }
  c.seam(line([CX - 70, 250], [CX + 70, 250]), { width: 6, color: c.p.rubber }).panel(rect(CX - 12, 242, 24, 16, 4), c.p.accent);
}

function packSide(c: Canvas, style: number): void {
  const profile = rounded([[CX - 50, style === 1 ? 80 : 104, 40], [CX + 40, style === 1 ? 84 : 110, 40], [CX + 64, 300, 60], [CX + 62, 462, 20], [CX - 60, 462, 20], [CX - 62, 300, 50]]);
  const strap = `M${CX + 30} 120Q${CX + 140} 250 ${CX + 60} 430`;
  c.seam(strap, { width: 30, color: c.p.edge }).seam(strap, { width: 24, color: c.p.rubber });
  c.body(profile);
  const pocket = rounded([[CX - 58, 330, 10], [CX + 40, 330, 10], [CX + 52, 456, 16], [CX - 52, 456, 16]]);
  c.panel(pocket, c.p.dark).texture(pocket, 'mesh');
  c.body(rounded([[CX - 30, 250, 18], [CX + 16, 250, 18], [CX + 18, 340, 8], [CX - 32, 340, 8]]), '#8fc1d9');
  c.seam(line([CX - 60, 220], [CX + 58, 230]), { width: 6, color: c.p.rubber });
  c.logo(CX - 6, 170, 14);
}

function hip(c: Canvas, view: 'front' | 'back' | 'side'): void {
  if (view === 'side') {
    c.seam(`M${CX - 40} 270L${CX - 200} 290M${CX + 40} 270L${CX + 200} 250`, { width: 14, color: c.p.rubber });
    c.body(rounded([[CX - 50, 206, 40], [CX + 40, 206, 40], [CX + 60, 300, 30], [CX - 60, 320, 30]]));
    c.logo(CX, 270, 14);
    return;
  }
  c.seam(`M${CX - 150} 270L${CX - 236} 286M${CX + 150} 270L${CX + 236} 254`, { width: 14, color: c.p.rubber });
  c.body(HIP);
  if (view === 'front') {
    c.zip(CX - 110, 236, CX + 110, 236);
    c.panel(rounded([[CX - 80, 262, 20], [CX + 80, 262, 20], [CX + 70, 306, 20], [CX - 70, 306, 20]]), c.p.dark);
    c.logo(CX, 284, 14, c.p.accent);
  } else c.texture(HIP, 'mesh').panel(rect(CX - 16, 258, 32, 22, 4), c.p.accent);
}

function duffel(c: Canvas, view: 'front' | 'back' | 'side'): void {
  if (view === 'side') {
    const end = rounded([[CX - 110, 196, 60], [CX + 110, 196, 60], [CX + 116, 390, 40], [CX - 116, 390, 40]]);
    handle(c, 200, 40);
    c.body(end).panel(rounded([[CX - 80, 230, 40], [CX + 80, 230, 40], [CX + 84, 360, 30], [CX - 84, 360, 30]]), c.p.dark);
    c.logo(CX, 296, 20);
    return;
  }
  handle(c, 204, 60);
  c.body(DUFFEL);
  for (const side of [-1, 1]) c.panel(rounded([[CX + side * 150, 206, 40], [CX + side * 188, 206, 40], [CX + side * 192, 382, 30], [CX + side * 152, 382, 30]]), c.p.dark);
  if (view === 'front') {
    c.zip(CX - 130, 214, CX + 130, 214);
    c.logo(CX, 300, 24);
  } else c.panel(rounded([[CX - 100, 240, 14], [CX + 100, 240, 14], [CX + 100, 350, 14], [CX - 100, 350, 14]]), c.p.dark).zip(CX - 90, 250, CX + 90, 250);
  c.seam(line([CX - 140, 370], [CX + 140, 370]), { dashed: true });
}

export const pack: Drawing = {
  draw(c, view, style) {
    if (style === 2) hip(c, view);
    else if (style === 3) duffel(c, view);
    else if (view === 'front') packFront(c, style);
    else if (view === 'back') packBack(c, style);
    else packSide(c, style);
  },
  focus: (style) => (style === 2 ? [CX, 262, 1.7] : style === 3 ? [CX, 250, 1.6] : style === 1 ? [CX, 150] : [CX, 340]),
};
