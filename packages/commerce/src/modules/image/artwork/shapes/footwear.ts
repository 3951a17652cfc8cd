/** Parts shared by boots, shoes and sandals: soles, laces, the heel view and the top view. */
import { CX, ellipse, line, n, rect, rounded, scale, symmetric, type Pt } from '../geometry.js';
import type { Canvas } from '../paint.js';

/** Rubber outsole in profile, toe to the left, with lugs along the bottom. */
export function outsole(c: Canvas, top: number, bottom: number): void {
  const d = rounded([[56, top, 18], [424, top, 8], [428, bottom, 8], [104, bottom + 2, 30], [60, bottom - 6, 18]]);
  c.body(d, c.p.rubber).clip(d, c.stroke(line([40, bottom - 2], [440, bottom - 2]), { width: 8, color: '#555555', dashed: true }));
}

export function midsole(c: Canvas, top: number, bottom: number): void {
  c.panel(rounded([[58, top, 14], [424, top, 6], [426, bottom, 4], [60, bottom, 10]]), c.p.foam, '#b9b6ad');
}

/** Eyelets from `from` to `to` with laces crossing between them. */
export function laces(c: Canvas, from: readonly [number, number], to: readonly [number, number], count: number): void {
  const points = Array.from({ length: count }, (_, i) => [from[0] + ((to[0] - from[0]) * i) / (count - 1), from[1] + ((to[1] - from[1]) * i) / (count - 1)] as const);
  let d = '';
  for (let i = 0; i + 1 < points.length; i++) {
    const [x1, y1] = points[i] as readonly [number, number];
    const [x2, y2] = points[i + 1] as readonly [number, number];
    d += `M${n(x1 - 12)} ${n(y1 + 4)}L${n(x2 + 12)} ${n(y2 - 4)}M${n(x1 + 12)} ${n(y1 - 4)}L${n(x2 - 12)} ${n(y2 + 4)}`;
  }
  c.seam(d, { width: 4, color: c.p.accent });
  for (const [x, y] of points) c.panel(ellipse(x, y, 4, 4), '#c9c6bd', c.p.edge);
}

export function pullLoop(c: Canvas, x: number, y: number): void {
  c.seam(`M${n(x)} ${n(y)}Q${n(x + 12)} ${n(y - 40)} ${n(x + 26)} ${n(y + 2)}`, { width: 6, color: c.p.accent });
}

/** The shoe seen from behind: heel, collar opening, sole. */
export function heelView(c: Canvas, top: number, options: { midsole?: boolean; width?: number } = {}): string {
  const w = options.width ?? 56;
  const upper = rounded(symmetric([[CX, top, 0], [CX + w - 10, top + 4, 16], [CX + w, 300, 80], [CX + w + 6, 396, 8], [CX, 400, 0]] as Pt[]));
  c.body(upper);
  c.clip(upper, `<path d="${ellipse(CX, 400, w + 10, 110)}" fill="${c.p.dark}"/>`);
  c.panel(ellipse(CX, top + 8, w - 14, 12), c.p.rubber);
  if (options.midsole) c.panel(rect(CX - w - 12, 380, 2 * w + 24, 24, 6), c.p.foam, '#b9b6ad');
  c.body(rect(CX - w - 14, options.midsole ? 402 : 396, 2 * w + 28, 28, 8), c.p.rubber);
  pullLoop(c, CX - 13, top + 4);
  return upper;
}

/** Outline of a shoe from above, toe up. */
const FOOT: Pt[] = [
  [CX + 6, 58, 50], [CX + 74, 100, 60], [CX + 84, 210, 70], [CX + 60, 320, 70], [CX + 62, 420, 50],
  [CX + 4, 474, 50], [CX - 58, 432, 50], [CX - 56, 320, 70], [CX - 70, 200, 70], [CX - 56, 92, 60],
];
export const FOOT_OUTLINE = rounded(FOOT);

/** The shoe seen from above: sole rim, upper, laces, collar opening. */
export function topView(c: Canvas, options: { laces: boolean; collarY?: number }): string {
  c.body(FOOT_OUTLINE, c.p.rubber);
  const upper = rounded(scale(FOOT, 0.9, CX, 266));
  c.body(upper);
  c.clip(upper, `<rect x="0" y="0" width="496" height="128" fill="${c.p.dark}"/>`);
  const collarY = options.collarY ?? 396;
  c.panel(ellipse(CX + 2, collarY, 40, 54), c.p.foam, c.p.edge).panel(ellipse(CX + 2, collarY + 4, 30, 42), c.p.rubber);
  if (options.laces) laces(c, [CX, 170], [CX, 320], 6);
  return upper;
}
