/**
 * Gloves, shown as a pair with the thumbs outward. Styles: 0 gloves with a knuckle panel,
 * 1 mittens, 2 thin liner gloves with touchscreen tips, 3 gauntlet gloves.
 */
import { CX, line, mirror, rect, rounded, scale, shift, type Pt } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';

/** One glove, back of the hand, thumb to the left, centred on x = 0. */
function glovePoints(style: number): Pt[] {
  const cuffTop = style === 3 ? 352 : 380;
  const cuffHalf = style === 3 ? 84 : style === 2 ? 56 : 64;
  const cuff: Pt[] = [[-cuffHalf + 2, 472, 6], [-cuffHalf, cuffTop, 6], [-58, cuffTop - 8, 4]];
  const thumb: Pt[] = [[-60, 300, 10], [-98, 262, 16], [-100, 228, 16], [-74, 224, 14], [-58, 246, 6]];
  const close: Pt[] = [[60, 300, 12], [58, cuffTop - 8, 4], [cuffHalf, cuffTop, 6], [cuffHalf - 2, 472, 6]];
  if (style === 1) return [...cuff, ...thumb, [-60, 160, 50], [0, 110, 70], [60, 160, 50], ...close];
  const fingers: Pt[] = [];
  const tips = [[-44, 124], [-14, 106], [16, 114], [44, 150]] as const;
  tips.forEach(([x, top], i) => {
    fingers.push([x - 14, top + 18, 14], [x, top, 14], [x + 14, top + 18, 14]);
    if (i < tips.length - 1) fingers.push([x + 15, 198, 3]);
  });
  return [...cuff, ...thumb, ...fingers, ...close];
}

function glove(c: Canvas, style: number, x: number, flip: boolean, palm: boolean, size = 1): void {
  const base = glovePoints(style);
  const placed = scale(shift(flip ? mirror(base, 0) : base, x, 0), size, x, 290);
  const d = rounded(placed);
  c.body(d);
  const cuffTop = style === 3 ? 352 : 380;
  const cuffHalf = (style === 3 ? 84 : 64) * size;
  c.clip(d, `<rect x="0" y="${290 + (cuffTop - 290) * size}" width="496" height="200" fill="${c.p.dark}"/>`);
  if (palm) {
    c.clip(d, `<path d="${rounded([[x - 50 * size, 220, 30], [x + 50 * size, 220, 30], [x + 52 * size, 340, 20], [x - 52 * size, 340, 20]])}" fill="${c.p.rubber}" opacity="0.85"/>`);
    return;
  }
  if (style === 0) c.clip(d, `<rect x="0" y="${290 + (196 - 290) * size}" width="496" height="${46 * size}" fill="${c.p.dark}"/>`);
  if (style === 2) c.clip(d, `<rect x="0" y="0" width="496" height="${290 + (140 - 290) * size}" fill="${c.p.accent}"/>`);
  if (style !== 1) for (const fx of [-29, 1, 31]) c.seam(line([x + (flip ? -fx : fx) * size, 290 + (200 - 290) * size], [x + (flip ? -fx : fx) * size, 290 + (250 - 290) * size]), { dashed: true });
  if (style === 3) c.panel(rect(x - 10, 290 + (440 - 290) * size, 20, 14, 4), c.p.accent);
  c.seam(line([x - cuffHalf + 6, 290 + (cuffTop - 290) * size + 10], [x + cuffHalf - 6, 290 + (cuffTop - 290) * size + 10]), { dashed: true });
  c.logo(x, 290 + (300 - 290) * size, 14 * size);
}

export const gloves: Drawing = {
  draw(c, view, style) {
    if (view === 'side') {
      glove(c, style, CX, false, false, 1.15);
      return;
    }
    const palm = view === 'back';
    glove(c, style, CX - 88, palm, palm);
    glove(c, style, CX + 88, !palm, palm);
  },
  focus: () => [CX - 88, 280],
};
