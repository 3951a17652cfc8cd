/** Details several garments share: quilting, colour-block yokes, cuffs, ribbing. */
import { CX, line, n } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { TopSpec } from './top.js';

/** Bowed horizontal baffles, clipped to the outline. */
export function quilting(c: Canvas, outline: string, from: number, to: number, gap: number): void {
  let lines = '';
  for (let y = from; y < to - 10; y += gap) lines += c.stroke(`M0 ${n(y)}Q${CX} ${n(y + 12)} 496 ${n(y)}`, { width: 2.5 });
  c.clip(outline, lines);
}

/** A darker panel across the shoulders, ending in a gentle curve. */
export function yoke(c: Canvas, outline: string, depth: number): void {
  c.clip(outline, `<path d="M0 0H496V${n(depth - 20)}Q${CX} ${n(depth + 16)} 0 ${n(depth - 20)}Z" fill="${c.p.dark}"/>`);
  c.seam(`M${CX - 110} ${n(depth - 12)}Q${CX} ${n(depth + 14)} ${CX + 110} ${n(depth - 12)}`, { dashed: true });
}

/** A seam across each long sleeve, a little above the cuff. */
export function cuffSeams(c: Canvas, spec: TopSpec): void {
  for (const side of [-1, 1]) {
    const outer = CX + side * (spec.cuffX - CX - 3);
    const inner = CX + side * (spec.cuffX - spec.cuffWidth - CX + 2);
    c.seam(line([outer, spec.cuffY - 20], [inner, spec.cuffY - 14]));
  }
}

/** Vertical ribbing lines over a band, clipped to `outline`. */
export function ribbing(c: Canvas, outline: string, x1: number, x2: number, y1: number, y2: number, gap = 7): void {
  let lines = '';
  for (let x = x1; x <= x2; x += gap) lines += c.stroke(line([x, y1], [x, y2]), { width: 1.5 });
  c.clip(outline, lines);
}
