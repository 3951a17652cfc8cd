import type { Canvas } from './paint.js';

/** The views a drawing makes itself; the detail view zooms into the front view. */
export type DrawnView = 'front' | 'back' | 'side';

export type Drawing = {
  draw(canvas: Canvas, view: DrawnView, style: number): void;
  /** The point of the front view the detail view zooms in on, and optionally how far. */
  focus(style: number): readonly [x: number, y: number, zoom?: number];
  /** A transform that centres and sizes a view in the frame (wide, low footwear). */
  frame?(view: DrawnView, style: number): string | undefined;
};
