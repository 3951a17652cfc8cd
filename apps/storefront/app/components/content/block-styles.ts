import { backgroundClass, DARK_BACKGROUNDS, fontClass } from './content-colours';

/** Classes for the layout words of the block schemas; each value maps to whole class names Tailwind can find. */

export const SPACE_BELOW: Record<string, string> = { none: '', small: 'mb-4', medium: 'mb-8', large: 'mb-16' };

/** Where copy sits in a box laid out as a column (flex-col): vertical = main axis, horizontal = cross axis. */
export const VERTICAL_PLACE: Record<string, string> = {
  Top: 'justify-start',
  Middle: 'justify-center',
  Bottom: 'justify-end',
};
export const HORIZONTAL_PLACE: Record<string, string> = {
  Left: 'items-start',
  Center: 'items-center',
  Right: 'items-end',
};
export const TEXT_ALIGN: Record<string, string> = { Left: 'text-left', Center: 'text-center', Right: 'text-right' };

/** The brand's two faces: the text face, or the display face for headlines. */
export const FONT_FAMILY: Record<string, string> = { primary: 'font-sans', secondary: 'font-serif tracking-tight' };

const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center rounded px-5 py-2.5 text-center font-semibold transition-colors';

/**
 * A content button's classes (spec 3 §3.4's buttonStyles): primary is filled with its colour
 * (black by default) and readable text on it; secondary is outlined in the copy's colour; tertiary
 * is white; text is an underlined link.
 */
export function buttonClass(variant: string | undefined, colour: string | undefined = 'black'): string {
  switch (variant) {
    case 'secondary':
      return `${BUTTON_BASE} border-2 border-current bg-transparent hover:bg-black/10`;
    case 'tertiary':
      return `${BUTTON_BASE} bg-white text-ink hover:bg-theme`;
    case 'text':
      return 'inline-flex min-h-6 items-center font-semibold underline underline-offset-4 hover:no-underline';
    default:
      return `${BUTTON_BASE} ${backgroundClass(colour) || 'bg-surface-black'} ${fontClass(undefined, colour)} hover:opacity-90`;
  }
}

/** A filled button's colour that stands out on a block's background: white on a dark one, black otherwise. */
export function buttonColourOn(background: string | undefined): 'white' | 'black' {
  return background !== undefined && DARK_BACKGROUNDS.has(background) ? 'white' : 'black';
}
