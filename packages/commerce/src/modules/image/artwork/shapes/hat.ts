/** Hats. Styles: 0 cap, 1 beanie, 2 wide-brim sun hat, 3 bucket hat. */
import { CX, curve, ellipse, line, rect, rounded, symmetric, type Pt } from '../geometry.js';
import type { Canvas } from '../paint.js';
import type { Drawing } from '../types.js';
import { ribbing } from './trims.js';

const CAP_CROWN = rounded(symmetric([[CX, 146, 0], [CX + 90, 170, 60], [CX + 120, 240, 60], [CX + 122, 300, 6], [CX, 304, 0]] as Pt[]));
const BEANIE = rounded(symmetric([[CX, 124, 0], [CX + 80, 140, 70], [CX + 112, 230, 60], [CX + 114, 330, 6], [CX, 334, 0]] as Pt[]));
const BEANIE_CUFF = rect(CX - 120, 296, 240, 84, 14);
const SUN_CROWN = rounded(symmetric([[CX, 176, 0], [CX + 70, 184, 50], [CX + 96, 250, 40], [CX + 100, 318, 6], [CX, 322, 0]] as Pt[]));
const BUCKET_CROWN = rounded(symmetric([[CX, 176, 0], [CX + 84, 180, 30], [CX + 100, 300, 6], [CX, 304, 0]] as Pt[]));
const BUCKET_BRIM = rounded(symmetric([[CX, 292, 0], [CX + 104, 292, 10], [CX + 160, 364, 24], [CX, 374, 0]] as Pt[]));

function cap(c: Canvas, view: 'front' | 'back' | 'side'): void {
  if (view === 'side') {
    const crown = rounded([[CX - 96, 300, 6], [CX - 88, 200, 80], [CX + 10, 150, 80], [CX + 110, 220, 70], [CX + 116, 300, 6]]);
    c.body(rounded([[CX - 92, 286, 10], [CX - 214, 308, 30], [CX - 200, 330, 20], [CX - 86, 316, 10]]), c.p.dark).body(crown);
    c.seam(curve([CX + 6, 156], [CX - 10, 230], [CX - 20, 300]), { dashed: true }).seam(curve([CX + 6, 156], [CX + 60, 220], [CX + 70, 300]), { dashed: true });
    c.logo(CX - 40, 250, 16);
    return;
  }
  c.body(CAP_CROWN);
  if (view === 'front') {
    for (const side of [-1, 1]) c.seam(curve([CX, 150], [CX + side * 44, 200], [CX + side * 60, 300]), { dashed: true });
    c.body(rounded([[CX - 130, 298, 14], [CX + 130, 298, 14], [CX + 110, 350, 40], [CX, 364, 40], [CX - 110, 350, 40]]), c.p.dark);
    c.logo(CX, 248, 28);
  } else {
    c.panel(`M${CX - 44} 304Q${CX} 224 ${CX + 44} 304Z`, '#f4f4f2');
    c.panel(rect(CX - 60, 282, 120, 14, 4), c.p.dark).panel(rect(CX - 10, 280, 20, 18, 3), c.p.accent);
    c.seam(line([CX, 150], [CX, 230]), { dashed: true });
  }
  c.panel(ellipse(CX, 150, 9, 6), c.p.dark);
}

function beanie(c: Canvas, view: 'front' | 'back' | 'side'): void {
  c.panel(ellipse(CX, 112, 34, 30), c.p.light).texture(ellipse(CX, 112, 34, 30), 'pile');
  c.body(BEANIE).texture(BEANIE, 'knit');
  c.body(BEANIE_CUFF);
  ribbing(c, BEANIE_CUFF, CX - 120, CX + 120, 296, 380, 9);
  if (view === 'front') c.panel(rect(CX - 30, 318, 60, 36, 6), c.p.accent).logo(CX, 338, 12, c.p.fill);
  if (view === 'side') c.seam(curve([CX - 60, 140], [CX - 80, 230], [CX - 90, 300]), { dashed: true });
  if (view === 'back') c.seam(line([CX, 130], [CX, 296]), { dashed: true });
}

function sunHat(c: Canvas, view: 'front' | 'back' | 'side'): void {
  const brim = view === 'side' ? ellipse(CX, 318, 214, 26) : ellipse(CX, 318, 206, 64);
  c.body(brim, c.p.light).texture(brim, 'knit');
  c.body(SUN_CROWN);
  c.clip(SUN_CROWN, `<rect x="0" y="280" width="496" height="34" fill="${c.p.dark}"/>`);
  if (view !== 'side') for (let r = 120; r <= 200; r += 24) c.seam(`M${CX - r} 318Q${CX} ${318 + r * 0.34} ${CX + r} 318`, { dashed: true });
  c.seam(curve([CX - 90, 330], [CX, 460], [CX + 90, 330]), { width: 2.5, color: c.p.edge });
  if (view === 'back') c.panel(ellipse(CX, 430, 10, 14), c.p.accent);
  else c.logo(CX + (view === 'side' ? -50 : 0), 296, 12);
}

function bucket(c: Canvas, view: 'front' | 'back' | 'side'): void {
  c.body(BUCKET_BRIM);
  for (const y of [318, 340]) c.seam(`M${CX - 124 - (y - 318)} ${y}Q${CX} ${y + 16} ${CX + 124 + (y - 318)} ${y}`, { dashed: true });
  c.body(BUCKET_CROWN);
  c.seam(line([CX - 92, 262], [CX + 92, 262]), { dashed: true });
  for (const side of [-1, 1]) c.panel(ellipse(CX + side * 60, 230, 5, 5), c.p.foam);
  if (view === 'front') c.logo(CX, 280, 14);
  if (view === 'side') c.seam(line([CX, 180], [CX, 300]), { dashed: true });
}

export const hat: Drawing = {
  draw(c, view, style) {
    [cap, beanie, sunHat, bucket][style]?.(c, view);
  },
  focus: (style) => (style === 1 ? [CX, 330] : style === 2 ? [CX, 300] : [CX, 250]),
};
