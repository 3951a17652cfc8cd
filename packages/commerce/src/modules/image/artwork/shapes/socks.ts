/**
 * Socks, a pair in profile with toes to the right. Styles: 0 crew, 1 cushioned hiking sock,
 * 2 ankle sock, 3 knee-high ski sock.
 */
import { CX, ellipse, line, mirror, rounded, shift, type Pt } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { ribbing } from './trims.js';

const TOPS = [96, 96, 256, 40] as const;

/** One sock with its cuff at `top`, heel near x = 0. */
function sockPoints(top: number): Pt[] {
  return [[-40, top, 6], [40, top, 6], [42, 300, 30], [140, 330, 40], [176, 362, 36], [170, 420, 30], [20, 426, 30], [-42, 410, 46], [-46, 330, 30]];
}

function sock(c: Canvas, style: number, x: number, y: number, flip: boolean, sole: boolean): void {
  const top = TOPS[style] ?? 96;
  const base = sockPoints(top);
  const d = rounded(shift(flip ? mirror(base, 0) : base, x, y));
  const at = (px: number) => x + (flip ? -px : px);
  c.body(d).texture(d, 'knit');
  ribbing(c, d, x - 50, x + 50, top + y, top + y + 50, 7);
  c.clip(d, `<path d="${ellipse(at(-30), 410 + y, 46, 44)}" fill="${c.p.dark}"/><path d="${ellipse(at(176), 392 + y, 40, 50)}" fill="${c.p.dark}"/>`);
  if (style === 1 || sole) c.clip(d, c.stroke(line([at(-30), 424 + y], [at(170), 424 + y]), { width: 24, color: c.p.dark }));
  if (style === 3) c.clip(d, `<rect x="${x - 60}" y="${120 + y}" width="120" height="120" fill="${c.p.light}"/>`);
  if (!sole) c.logo(at(0), (style === 2 ? 310 : 210) + y, 14);
}

export const socks: Drawing = {
  draw(c, view, style) {
    if (view === 'side') {
      sock(c, style, CX - 60, 0, false, false);
      c.seam(line([CX - 18, 300], [CX - 18, 400]), { dashed: true });
      return;
    }
    const sole = view === 'back';
    sock(c, style, CX - (sole ? -40 : 40), 24, sole, sole);
    sock(c, style, CX - (sole ? 40 : 120), 0, sole, sole);
  },
  focus: (style) => [CX - 40, (TOPS[style] ?? 96) + 60],
};
