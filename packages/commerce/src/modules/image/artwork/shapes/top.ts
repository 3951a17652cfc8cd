/**
 * The parametric upper-body garment shared by jackets, fleece, shirts, base layers and
 * dresses: one spec gives the front and back outline (flat lay) and a side profile.
 */
import { CX, rounded, symmetric, type Pt } from '../geometry.js';

export type Sleeve = 'long' | 'short' | 'none';

export type TopSpec = {
  neckHalf: number;
  neckY: number;
  /** How far the front neckline dips below the neck points (the back barely dips). */
  neckDrop: number;
  shoulderX: number;
  shoulderY: number;
  sleeve: Sleeve;
  cuffX: number;
  cuffY: number;
  cuffWidth: number;
  armpitX: number;
  armpitY: number;
  waist?: readonly [x: number, y: number];
  hemX: number;
  hemY: number;
};

function sleevePoints(spec: TopSpec): Pt[] {
  const { shoulderX: sx, shoulderY: sy } = spec;
  if (spec.sleeve === 'long') {
    const elbow: Pt = [(sx + spec.cuffX) / 2 + 8, (sy + spec.cuffY) / 2, 60];
    return [[sx, sy, 22], elbow, [spec.cuffX, spec.cuffY, 6], [spec.cuffX - spec.cuffWidth, spec.cuffY + 6, 6]];
  }
  if (spec.sleeve === 'short') return [[sx, sy, 18], [sx + 58, sy + 86, 6], [sx + 20, sy + 106, 6]];
  // Sleeveless: the shoulder strap ends, then the armhole curves down to the side.
  return [[sx, sy, 8], [spec.armpitX - 14, (sy + spec.armpitY) / 2 + 10, 50]];
}

export function topOutline(spec: TopSpec, view: 'front' | 'back'): string {
  const drop = view === 'front' ? spec.neckDrop : 6;
  const half: Pt[] = [
    [CX, spec.neckY + drop, 0],
    [CX + spec.neckHalf, spec.neckY, 8],
    ...sleevePoints(spec),
    [spec.armpitX, spec.armpitY, 6],
    ...(spec.waist ? [[spec.waist[0], spec.waist[1], 60] as Pt] : []),
    [spec.hemX, spec.hemY, 10],
    [CX, spec.hemY + 4, 0],
  ];
  return rounded(symmetric(half));
}

/** Side profile: the torso seen from the wearer's left, the sleeve hanging in front of it. */
export function topSide(spec: TopSpec): { torso: string; sleeve?: string } {
  const flare = spec.hemX - spec.armpitX;
  const torso = rounded([
    [CX - 30, spec.neckY - 2, 6],
    [CX + 22, spec.neckY + 10, 10],
    [CX + 62, spec.shoulderY + 22, 34],
    [CX + 76, spec.armpitY + 24, 70],
    [CX + 78 + flare, spec.hemY, 8],
    [CX - 76 - flare, spec.hemY + 3, 8],
    [CX - 84, spec.armpitY + 60, 90],
    [CX - 66, spec.shoulderY + 12, 44],
  ]);
  const top = spec.shoulderY;
  if (spec.sleeve === 'none') return { torso };
  if (spec.sleeve === 'short')
    return {
      torso,
      sleeve: rounded([
        [CX - 40, top - 2, 16],
        [CX + 30, top, 18],
        [CX + 52, top + 96, 6],
        [CX - 26, top + 106, 6],
      ]),
    };
  const middle = (top + spec.cuffY) / 2;
  return {
    torso,
    sleeve: rounded([
      [CX - 40, top - 2, 16],
      [CX + 30, top, 18],
      [CX + 52, middle, 60],
      [CX + 62, spec.cuffY - 6, 6],
      [CX + 6, spec.cuffY + 4, 6],
      [CX - 16, middle, 60],
    ]),
  };
}

/** A hood seen from the front, standing up behind the collar. */
export function hoodFront(neckY: number, width = 62): { hood: string; opening: string } {
  return {
    hood: rounded([
      [CX - width + 4, neckY + 26, 10],
      [CX - width, neckY - 28, 40],
      [CX, neckY - 52, 40],
      [CX + width, neckY - 28, 40],
      [CX + width - 4, neckY + 26, 10],
    ]),
    opening: rounded([
      [CX - width + 24, neckY + 18, 8],
      [CX - width + 22, neckY - 16, 30],
      [CX, neckY - 32, 30],
      [CX + width - 22, neckY - 16, 30],
      [CX + width - 24, neckY + 18, 8],
    ]),
  };
}

/** A hood seen from the back, hanging over the shoulders. */
export function hoodBack(neckY: number, width = 64): string {
  return rounded([
    [CX - width + 4, neckY + 6, 20],
    [CX - width, neckY - 32, 40],
    [CX, neckY - 54, 40],
    [CX + width, neckY - 32, 40],
    [CX + width - 4, neckY + 6, 20],
    [CX + 30, neckY + 70, 30],
    [CX, neckY + 82, 20],
    [CX - 30, neckY + 70, 30],
  ]);
}

/** A hood in profile, behind the neck. */
export function hoodSide(neckY: number): string {
  return rounded([
    [CX - 62, neckY + 22, 14],
    [CX - 68, neckY - 28, 34],
    [CX - 22, neckY - 52, 34],
    [CX + 20, neckY - 22, 20],
    [CX + 14, neckY + 16, 8],
  ]);
}
