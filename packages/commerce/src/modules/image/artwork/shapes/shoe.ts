/** Low shoes, toe to the left. Styles: 0 hiking shoe, 1 trail runner, 2 approach shoe, 3 multisport mesh shoe. */
import { rounded } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { heelView, laces, midsole, outsole, topView } from './footwear.js';

const UPPER = rounded([
  [64, 392, 10], [68, 356, 40], [124, 326, 50], [206, 300, 40], [246, 256, 16], [272, 232, 12],
  [352, 228, 16], [392, 250, 30], [414, 320, 40], [420, 392, 10],
]);

function front(c: Canvas, style: number): void {
  c.body(rounded([[244, 262, 8], [254, 212, 10], [292, 208, 10], [286, 248, 8]]));
  c.body(UPPER);
  if (style === 1 || style === 3) c.texture(UPPER, 'mesh');
  const toe = style === 2 ? 'M0 521L0 300Q150 280 214 330Q190 380 230 521Z' : 'M0 521L0 330Q90 310 150 340Q140 390 160 521Z';
  c.clip(UPPER, `<path d="${toe}" fill="${c.p.dark}"/><path d="M496 521L496 270Q420 270 380 330Q372 380 400 521Z" fill="${c.p.dark}"/>`);
  laces(c, [206, 298], [262, 238], 5);
  c.logo(316, 300, style === 1 ? 26 : 20);
  c.panel(rounded([[402, 244, 4], [418, 252, 4], [420, 296, 4], [406, 292, 4]]), c.p.accent);
  const thick = style === 1;
  midsole(c, thick ? 366 : 378, thick ? 406 : 404);
  outsole(c, thick ? 404 : 402, 426);
}

export const shoe: Drawing = {
  draw(c, view, style) {
    if (view === 'front') front(c, style);
    else if (view === 'back') heelView(c, 230, { midsole: true, width: 58 });
    else topView(c, { laces: true, collarY: 380 });
  },
  focus: () => [250, 300],
  // Low shoes are wide and short: enlarge them a little and centre them in the tile.
  frame: (view) => (view === 'front' ? 'translate(248 270) scale(1.12) translate(-242 -318)' : view === 'back' ? 'translate(248 270) scale(1.15) translate(-248 -310)' : undefined),
};
