/** The look of the staff tools' controls (the Storefront Toolkit and the preview toolbar): one place for both. */
export const TOOL_BUTTON =
  'min-h-10 rounded border border-neutral-700 px-3 py-1.5 text-sm font-semibold hover:bg-theme disabled:opacity-50';
export const TOOL_INPUT = 'w-full rounded border border-neutral-500 px-2 py-1.5';
