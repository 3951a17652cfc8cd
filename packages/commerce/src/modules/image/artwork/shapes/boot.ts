/** Boots, toe to the left. Styles: 0 leather hiker, 1 mesh-panel hiker, 2 winter boot with a pile cuff, 3 pac boot with a rubber shell. */
import { CX, curve, rounded } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { heelView, laces, outsole, pullLoop, topView } from './footwear.js';

const HIKER = rounded([
  [64, 398, 10], [68, 352, 40], [124, 318, 60], [204, 290, 40], [238, 206, 30], [248, 124, 10],
  [300, 110, 16], [356, 114, 16], [382, 190, 50], [414, 300, 50], [420, 398, 10],
]);
const WINTER = rounded([
  [64, 398, 10], [68, 352, 40], [124, 320, 60], [200, 296, 40], [230, 210, 30], [234, 74, 10],
  [300, 64, 16], [368, 70, 16], [384, 190, 40], [414, 300, 50], [420, 398, 10],
]);
const winter = (style: number) => style >= 2;

function front(c: Canvas, style: number): void {
  const upper = winter(style) ? WINTER : HIKER;
  const top = winter(style) ? 70 : 112;
  c.body(rounded([[232, top + 26, 8], [240, top - 16, 10], [280, top - 18, 10], [276, top + 38, 8]]));
  c.body(upper);
  if (style === 1) c.texture(upper, 'mesh');
  // Toe cap and heel counter in a darker leather; the pac boot's whole lower is rubber.
  const lower = style === 3 ? `M0 521L0 326Q160 296 250 320Q350 334 496 300V521Z` : `M0 521L0 330Q96 300 170 330Q150 380 180 521ZM496 521L496 250Q400 250 340 330Q330 400 360 521Z`;
  c.clip(upper, `<path d="${lower}" fill="${style === 3 ? '#3a302a' : c.p.dark}"/>`);
  c.seam(curve([90, 362], [250, 320], [410, 334]), { dashed: true });
  if (winter(style) && style === 2) {
    const cuff = rounded([[226, 56, 10], [376, 50, 10], [380, 104, 8], [230, 110, 8]]);
    c.panel(cuff, '#e9e4da').texture(cuff, 'pile');
  }
  laces(c, winter(style) ? [208, 290] : [212, 282], winter(style) ? [236, 118] : [250, 140], winter(style) ? 7 : 6);
  pullLoop(c, winter(style) ? 350 : 352, top + 2);
  c.logo(324, winter(style) ? 180 : 220, 16);
  outsole(c, 396, 426);
}

export const boot: Drawing = {
  draw(c, view, style) {
    if (view === 'front') front(c, style);
    else if (view === 'back') {
      heelView(c, winter(style) ? 64 : 112, { width: winter(style) ? 62 : 56 });
      c.logo(CX, 330, 14);
    } else topView(c, { laces: true });
  },
  focus: (style) => (winter(style) ? [250, 190] : [240, 220]),
};
