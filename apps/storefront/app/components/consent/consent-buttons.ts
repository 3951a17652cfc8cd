/** The banner's and dialog's buttons: 44 px tall, equal weight for yes and no (no nudging). */
export const CONSENT_BUTTON =
  'min-h-11 rounded border-2 border-neutral-900 bg-white px-4 py-2 font-semibold text-neutral-900 hover:bg-neutral-100';
export const CONSENT_BUTTON_PRIMARY =
  'min-h-11 rounded border-2 border-neutral-900 bg-neutral-900 px-4 py-2 font-semibold text-white hover:bg-neutral-700';
