/**
 * The scrolling row of a carousel's slides. `contain: paint` keeps the slides out of the page's
 * own width: with only `overflow-x: auto`, a phone's Chromium still counted the slides past the
 * screen's edge and widened the page's layout viewport to 1,648 px on the home page, so the page
 * could be dragged sideways into blank space and every "lazy" image below the fold loaded at once.
 */
export const SLIDE_TRACK = 'flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 [contain:paint]';
