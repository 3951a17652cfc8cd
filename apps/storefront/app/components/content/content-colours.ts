import type { BackgroundColor as BackgroundVocabulary, FontColor as FontVocabulary } from '@ridgeline/sdk';

/**
 * The content blocks' colour vocabularies (spec 3 §3.6) as Tailwind classes of app.css's tokens.
 * The classes are written out whole so that Tailwind finds them in this file; `satisfies` keeps
 * them in step with the engine's lists.
 */

export const BACKGROUND_COLOURS = {
  black: 'bg-surface-black',
  brand: 'bg-surface-brand',
  'cool-1': 'bg-surface-cool-1',
  'cool-2': 'bg-surface-cool-2',
  'dry-1': 'bg-surface-dry-1',
  'dry-2': 'bg-surface-dry-2',
  gray: 'bg-surface-gray',
  'protected-1': 'bg-surface-protected-1',
  'protected-2': 'bg-surface-protected-2',
  sale: 'bg-surface-sale',
  'warm-1': 'bg-surface-warm-1',
  'warm-2': 'bg-surface-warm-2',
  white: 'bg-surface-white',
} as const satisfies Record<BackgroundVocabulary, string>;

export const FONT_COLOURS = {
  primary: 'text-font-primary',
  'primary-inverted': 'text-font-primary-inverted',
  secondary: 'text-font-secondary',
  brand: 'text-font-brand',
  sale: 'text-font-sale',
  'warm-large': 'text-font-warm-large',
  'dry-on-white': 'text-font-dry-on-white',
  'cool-on-white': 'text-font-cool-on-white',
  'protected-on-white': 'text-font-protected-on-white',
} as const satisfies Record<FontVocabulary, string>;

export type BackgroundColour = keyof typeof BACKGROUND_COLOURS;
export type FontColour = keyof typeof FONT_COLOURS;

/** The backgrounds only primary-inverted text can be read on. */
export const DARK_BACKGROUNDS: ReadonlySet<string> = new Set<BackgroundColour>(['black', 'brand', 'sale']);

const isBackground = (value: unknown): value is BackgroundColour =>
  typeof value === 'string' && Object.hasOwn(BACKGROUND_COLOURS, value);
const isFont = (value: unknown): value is FontColour => typeof value === 'string' && Object.hasOwn(FONT_COLOURS, value);

/** The background's class; none for a missing or unknown value (the page's white shows). */
export function backgroundClass(colour: unknown): string {
  return isBackground(colour) ? BACKGROUND_COLOURS[colour] : '';
}

/**
 * The font colour's class, kept readable on the block's background: on a dark background any
 * colour but primary-inverted becomes primary-inverted, and on a light one primary-inverted becomes
 * primary. An author's unreadable pair would fail WCAG's 4.5:1 for every visitor.
 */
export function fontClass(colour: unknown, background?: unknown): string {
  if (typeof background === 'string' && DARK_BACKGROUNDS.has(background)) return FONT_COLOURS['primary-inverted'];
  if (!isFont(colour)) return FONT_COLOURS.primary;
  // Over an image (no background colour) white text is the author's call.
  if (colour === 'primary-inverted' && background !== undefined) return FONT_COLOURS.primary;
  return FONT_COLOURS[colour];
}
