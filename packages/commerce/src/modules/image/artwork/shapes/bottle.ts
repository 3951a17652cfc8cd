/**
 * Drinkware. Styles: 0 water bottle with a loop cap, 1 insulated bottle with a straw lid,
 * 2 tumbler, 3 camp mug. The side view shows the lid off, beside the vessel.
 */
import { CX, ellipse, line, rect, rounded, shift, symmetric, type Pt } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';

const BOTTLE: Pt[] = [[CX, 118, 0], [CX + 38, 118, 6], [CX + 42, 140, 10], [CX + 74, 176, 36], [CX + 76, 468, 26], [CX, 470, 0]];
const TUMBLER: Pt[] = [[CX, 150, 0], [CX + 84, 150, 8], [CX + 66, 460, 22], [CX, 462, 0]];
const MUG: Pt[] = [[CX, 220, 0], [CX + 96, 220, 8], [CX + 90, 420, 26], [CX, 424, 0]];

function vessel(c: Canvas, half: Pt[], dx: number, view: 'front' | 'back' | 'side'): string {
  const d = rounded(symmetric(shift(half, dx, 0), CX + dx));
  c.body(d);
  const bandTop = half[0]?.[1] ?? 150;
  c.clip(d, `<rect x="0" y="${bandTop + 150}" width="496" height="70" fill="${c.p.light}"/>`);
  if (view === 'back') for (let y = bandTop + 240; y < 440; y += 30) c.seam(line([CX + dx - 20, y], [CX + dx, y]), { width: 2.5 });
  else c.logo(CX + dx, bandTop + 186, 20, c.p.fill);
  return d;
}

function lid(c: Canvas, style: number, x: number, y: number): void {
  if (style === 0) {
    c.seam(`M${x - 20} ${y + 4}Q${x} ${y - 50} ${x + 20} ${y + 4}`, { width: 10, color: c.p.edge }).seam(`M${x - 20} ${y + 4}Q${x} ${y - 50} ${x + 20} ${y + 4}`, { width: 6, color: c.p.rubber });
    c.body(rect(x - 42, y, 84, 50, 12), c.p.rubber);
    c.seam(line([x - 40, y + 14], [x + 40, y + 14]), { width: 2, color: '#555555' });
  } else if (style === 1) {
    c.body(rect(x - 10, y - 30, 20, 40, 8), '#3a3a3a').body(rect(x - 44, y, 88, 52, 16), c.p.rubber);
  } else c.body(rounded([[x - 90, y + 6, 10], [x - 84, y - 10, 8], [x + 84, y - 10, 8], [x + 90, y + 6, 10]]), c.p.rubber).panel(rect(x + 30, y - 8, 30, 8, 3), '#555555');
}

function mugHandle(c: Canvas, side: 1 | -1): void {
  const d = `M${CX + side * 92} 260Q${CX + side * 170} 262 ${CX + side * 160} 320Q${CX + side * 150} 380 ${CX + side * 88} 380`;
  c.seam(d, { width: 30, color: c.p.edge }).seam(d, { width: 24, color: c.p.fill });
}

export const bottle: Drawing = {
  draw(c, view, style) {
    if (style === 3) {
      mugHandle(c, view === 'side' ? -1 : 1);
      vessel(c, MUG, 0, view);
      c.panel(ellipse(CX, 220, 96, 14), view === 'side' ? c.p.rubber : c.p.dark);
      return;
    }
    const shape = style === 2 ? TUMBLER : BOTTLE;
    const top = shape[0]?.[1] ?? 120;
    if (view === 'side') {
      vessel(c, shape, -50, view);
      c.panel(ellipse(CX - 50, top, style === 2 ? 84 : 38, 10), c.p.rubber);
      lid(c, style, CX + 120, 400);
      return;
    }
    vessel(c, shape, 0, view);
    lid(c, style, CX, style === 2 ? top : top - 44);
  },
  focus: (style) => (style === 3 ? [CX + 30, 300, 1.8] : [CX, 200]),
};
