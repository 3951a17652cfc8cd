/**
 * Product artwork: a self-contained SVG per (kind, style, colour, view), drawn in code so
 * the demo catalogue needs no image files and every colour of every product has pictures.
 * Image names follow `{kind}-{style}-{hex6}-{view}`, e.g. `jacket-2-1f4e79-front`.
 */
import { DRAWINGS } from './artwork/drawings.js';
import {
  ARTWORK_KINDS,
  ARTWORK_STYLE_COUNT,
  ARTWORK_VIEWS,
  isArtworkKind,
  isArtworkView,
  type ArtworkKind,
  type ArtworkView,
} from './artwork/kinds.js';
import { Canvas, palette } from './artwork/paint.js';

export { ARTWORK_KINDS, ARTWORK_STYLE_COUNT, ARTWORK_VIEWS, type ArtworkKind, type ArtworkView };

export type ArtworkSpec = { kind: ArtworkKind; style: number; hex: string; view: ArtworkView };

/** How much the detail view magnifies the front view around the drawing's focus point. */
const DETAIL_ZOOM = 2.2;

const HEX = /^#?([0-9a-f]{6})$/i;

function normaliseHex(hex: string): string | null {
  const match = HEX.exec(hex);
  return match?.[1] ? match[1].toLowerCase() : null;
}

function validStyle(style: number): boolean {
  return Number.isInteger(style) && style >= 0 && style < ARTWORK_STYLE_COUNT;
}

export function renderArtwork({ kind, style, hex, view }: ArtworkSpec): string {
  const colour = normaliseHex(hex);
  if (!isArtworkKind(kind) || !isArtworkView(view) || !validStyle(style) || !colour)
    throw new RangeError(`Unknown artwork ${kind}/${style}/${hex}/${view}`);
  const canvas = new Canvas(palette(`#${colour}`));
  const drawing = DRAWINGS[kind];
  const drawn = view === 'detail' ? 'front' : view;
  drawing.draw(canvas, drawn, style);
  if (view !== 'detail') return canvas.render(drawing.frame?.(drawn, style));
  const [x, y, zoom = DETAIL_ZOOM] = drawing.focus(style);
  return canvas.render(`translate(248 260) scale(${zoom}) translate(${-x} ${-y})`);
}

/** `jacket-2-1f4e79-front`; null when any part is invalid. */
export function imageName({ kind, style, hex, view }: ArtworkSpec): string | null {
  const colour = normaliseHex(hex);
  if (!isArtworkKind(kind) || !isArtworkView(view) || !validStyle(style) || !colour) return null;
  return `${kind}-${style}-${colour}-${view}`;
}

/** The inverse of imageName. Kinds may contain hyphens (`base-layer`), so parse from the right. */
export function parseImageName(name: string): ArtworkSpec | null {
  const match = /^([a-z][a-z-]*?)-(\d)-([0-9a-f]{6})-([a-z]+)$/.exec(name.toLowerCase());
  if (!match) return null;
  const [, kind = '', style = '', hex = '', view = ''] = match;
  if (!isArtworkKind(kind) || !isArtworkView(view) || !validStyle(Number(style))) return null;
  return { kind, style: Number(style), hex, view };
}
