/**
 * Colours and the drawing surface shared by every silhouette. Each drawing adds bodies
 * (filled, shaded, outlined, with a soft shadow) and details (seams, zips, logo) on top.
 */
import { ellipse, n } from './geometry.js';

export const WIDTH = 496;
export const HEIGHT = 521;
export const BACKGROUND = '#f4f4f2';

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `hex` moved a fraction `t` of the way towards `target`. */
export function mix(hex: string, target: string, t: number): string {
  const a = rgb(hex);
  const b = rgb(target);
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

/** Relative luminance (sRGB, roughly): 0 black … 1 white. */
export function luminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export type Palette = {
  fill: string;
  /** Outline: a darker fill, so white garments still stand off the background. */
  edge: string;
  /** Seams and stitching: darker on light fabric, lighter on dark fabric. */
  line: string;
  /** Darker and lighter panels for colour blocking and trims. */
  dark: string;
  light: string;
  /** Logo and zip pulls: whatever contrasts with the fill. */
  accent: string;
  /** Rubber soles and hardware. */
  rubber: string;
  foam: string;
};

export function palette(hex: string): Palette {
  const fill = hex.toLowerCase();
  const lum = luminance(fill);
  const darkFabric = lum < 0.12;
  return {
    fill,
    edge: mix(fill, '#000000', darkFabric ? 0.5 : 0.38),
    line: darkFabric ? mix(fill, '#ffffff', 0.32) : mix(fill, '#000000', 0.3),
    dark: darkFabric ? mix(fill, '#ffffff', 0.14) : mix(fill, '#000000', 0.2),
    light: mix(fill, '#ffffff', 0.28),
    accent: lum > 0.45 ? '#2f5d3a' : '#f2f1ec',
    rubber: lum < 0.04 ? '#4a4a4a' : '#2b2b2b',
    foam: '#ecebe6',
  };
}

type LineOptions = { width?: number; dashed?: boolean; color?: string };

/** The drawing surface: collects definitions, shadows and content, then renders the SVG. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly shadows: string[] = [];
  private readonly parts: string[] = [];
  private ids = 0;

  constructor(readonly p: Palette) {}

  /** A garment piece: filled, lit from the upper left, outlined, casting a soft shadow. */
  body(d: string, fill: string = this.p.fill): this {
    this.shadows.push(`<path d="${d}"/>`);
    this.parts.push(
      `<path d="${d}" fill="${fill}" stroke="${this.p.edge}" stroke-width="3" stroke-linejoin="round"/>`,
      `<path d="${d}" fill="url(#rl-shade)"/>`,
    );
    return this;
  }

  /** A flat piece on top of a body (pocket, sole, trim), with a thin outline. */
  panel(d: string, fill: string, stroke: string = this.p.edge): this {
    this.parts.push(`<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>`);
    return this;
  }

  /** Markup clipped to `d`, so quilting lines or colour blocks never spill past the outline. */
  clip(d: string, inner: string): this {
    const id = `rl-c${this.ids++}`;
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    this.parts.push(`<g clip-path="url(#${id})">${inner}</g>`);
    return this;
  }

  seam(d: string, options: LineOptions = {}): this {
    this.parts.push(this.stroke(d, options));
    return this;
  }

  stroke(d: string, { width = 2, dashed = false, color = this.p.line }: LineOptions = {}): string {
    const dash = dashed ? ' stroke-dasharray="5 4"' : '';
    return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${dash}/>`;
  }

  /** A zip: tape, teeth and a pull at the top end. */
  zip(x1: number, y1: number, x2: number, y2: number): this {
    const d = `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
    this.parts.push(
      `<path d="${d}" stroke="${this.p.edge}" stroke-width="6" stroke-linecap="round"/>`,
      `<path d="${d}" stroke="${this.p.line}" stroke-width="4" stroke-dasharray="1.5 2.5"/>`,
      `<rect x="${n(x1 - 4)}" y="${n(y1 + 4)}" width="8" height="18" rx="3" fill="${this.p.accent}" stroke="${this.p.edge}" stroke-width="1.5"/>`,
    );
    return this;
  }

  /** The Ridgeline mark: two peaks. */
  logo(x: number, y: number, size = 14, color: string = this.p.accent): this {
    const s = size;
    this.parts.push(
      `<path d="M${n(x - s)} ${n(y + s * 0.45)}L${n(x - s * 0.35)} ${n(y - s * 0.5)}L${n(x + s * 0.05)} ${n(y + s * 0.05)}L${n(x + s * 0.4)} ${n(y - s * 0.3)}L${n(x + s)} ${n(y + s * 0.45)}Z" fill="${color}"/>`,
    );
    return this;
  }

  button(x: number, y: number, r = 4): this {
    this.parts.push(`<path d="${ellipse(x, y, r, r)}" fill="${this.p.light}" stroke="${this.p.edge}" stroke-width="1.5"/>`);
    return this;
  }

  /** A definition (pattern, gradient) other markup refers to by id; added once. */
  define(id: string, markup: string): string {
    if (!this.defs.some((d) => d.includes(`id="${id}"`))) this.defs.push(markup);
    return `url(#${id})`;
  }

  /** A surface texture (fleece pile, mesh, knit) over a body. */
  texture(d: string, kind: 'pile' | 'mesh' | 'knit'): this {
    const id = `rl-${kind}`;
    const patterns = {
      pile: '<circle cx="2" cy="2" r="1.2" fill="#ffffff" opacity="0.14"/><circle cx="6" cy="6" r="1.2" fill="#000000" opacity="0.1"/>',
      mesh: '<path d="M0 4L4 0L8 4L4 8Z" fill="none" stroke="#000000" stroke-opacity="0.14" stroke-width="1"/>',
      knit: '<path d="M0 0L2 4L4 0M4 0L6 4L8 0" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="1"/>',
    };
    const fill = this.define(id, `<pattern id="${id}" width="8" height="8" patternUnits="userSpaceOnUse">${patterns[kind]}</pattern>`);
    this.parts.push(`<path d="${d}" fill="${fill}"/>`);
    return this;
  }

  raw(markup: string): this {
    this.parts.push(markup);
    return this;
  }

  /** The complete SVG; `transform` zooms the drawing for the detail view. */
  render(transform?: string): string {
    const group = (inner: string) => (transform ? `<g transform="${transform}">${inner}</g>` : inner);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
      '<defs>',
      '<linearGradient id="rl-shade" x1="0" y1="0" x2="1" y2="1">',
      '<stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>',
      '<stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>',
      '<stop offset="1" stop-color="#000000" stop-opacity="0.16"/>',
      '</linearGradient>',
      ...this.defs,
      '</defs>',
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${BACKGROUND}"/>`,
      group(
        `<g transform="translate(6 9)" fill="#000000" opacity="0.08">${this.shadows.join('')}</g>${this.parts.join('')}`,
      ),
      '</svg>',
    ].join('');
  }
}
