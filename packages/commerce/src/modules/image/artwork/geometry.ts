/**
 * Path building for the artwork. Silhouettes are polygons whose corners are rounded with
 * quadratic curves: easy to write as a list of points, soft enough to read as fabric.
 */

/** A corner: x, y and an optional rounding radius. */
export type Pt = readonly [x: number, y: number, radius?: number];

export const CX = 248;

/** One decimal is plenty at 496×521 and keeps the SVG small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A closed path through `points`, each corner rounded by its radius (or `radius`). */
export function rounded(points: readonly Pt[], radius = 10): string {
  const count = points.length;
  let d = '';
  for (let i = 0; i < count; i++) {
    const [x0, y0] = points[(i - 1 + count) % count] as Pt;
    const [x1, y1, r1] = points[i] as Pt;
    const [x2, y2] = points[(i + 1) % count] as Pt;
    const r = r1 ?? radius;
    const l1 = Math.hypot(x0 - x1, y0 - y1);
    const l2 = Math.hypot(x2 - x1, y2 - y1);
    const t1 = l1 === 0 ? 0 : Math.min(r, l1 / 2) / l1;
    const t2 = l2 === 0 ? 0 : Math.min(r, l2 / 2) / l2;
    const a = `${n(x1 + (x0 - x1) * t1)} ${n(y1 + (y0 - y1) * t1)}`;
    const b = `${n(x1 + (x2 - x1) * t2)} ${n(y1 + (y2 - y1) * t2)}`;
    d += `${i === 0 ? 'M' : 'L'}${a}Q${n(x1)} ${n(y1)} ${b}`;
  }
  return `${d}Z`;
}

/**
 * A left-right symmetric outline from its right half, listed from the top of the axis down
 * to the bottom of the axis (first and last points on x = cx).
 */
export function symmetric(half: readonly Pt[], cx = CX): Pt[] {
  const mirrored: Pt[] = [];
  for (let i = half.length - 2; i >= 1; i--) {
    const [x, y, r] = half[i] as Pt;
    mirrored.push([2 * cx - x, y, r]);
  }
  return [...half, ...mirrored];
}

export function mirror(points: readonly Pt[], cx = CX): Pt[] {
  return points.map(([x, y, r]) => [2 * cx - x, y, r] as Pt);
}

export function shift(points: readonly Pt[], dx: number, dy: number): Pt[] {
  return points.map(([x, y, r]) => [x + dx, y + dy, r] as Pt);
}

/** An open polyline, for seams. */
export function line(...points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
}

/** A quadratic curve from a through control c to b, for curved seams. */
export function curve(a: readonly [number, number], c: readonly [number, number], b: readonly [number, number]): string {
  return `M${n(a[0])} ${n(a[1])}Q${n(c[0])} ${n(c[1])} ${n(b[0])} ${n(b[1])}`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx + rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx - rx)} ${n(cy)}Z`;
}

export function rect(x: number, y: number, width: number, height: number, r = 0): string {
  return rounded(
    [
      [x, y, r],
      [x + width, y, r],
      [x + width, y + height, r],
      [x, y + height, r],
    ],
    r,
  );
}

/** Points scaled by `s` about (cx, cy). */
export function scale(points: readonly Pt[], s: number, cx = CX, cy = 260): Pt[] {
  return points.map(([x, y, r]) => [cx + (x - cx) * s, cy + (y - cy) * s, r === undefined ? undefined : r * s] as Pt);
}

/** Evenly spaced values from a to b, both included. */
export function steps(a: number, b: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => a + ((b - a) * i) / Math.max(1, count - 1));
}
