/** When the targeted overlays open (spec 3 §4.6, §9): read by the launcher on every page, so kept apart. */

/** The exit-intent modal fires when the pointer leaves within 20 px of the top. */
export const EXIT_INTENT_TOP_PX = 20;
/** Stored once the exit modal has shown: it never shows again in this browser. */
export const EXIT_SHOWN_KEY = 'exitModalShown';
/** Stored once the pick-up modal has shown: once per session. */
export const PICK_UP_SHOWN_KEY = 'pickUpModalShown';
