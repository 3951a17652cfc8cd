import type { MessageFormatElement } from 'react-intl';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const FALLBACK_LOCALE = 'en-US';

const compiled = import.meta.glob<{ default: CompiledMessages }>('../../locales/compiled/*.json');

/**
 * The compiled messages of a locale. A missing or unreadable catalogue falls back to en-US's (with
 * a warning): the browser's chunks carry no English defaults (decision 005), so without a
 * catalogue it would show message ids.
 */
export async function loadMessages(locale: string): Promise<CompiledMessages> {
  const load = compiled[`../../locales/compiled/${locale}.json`];
  try {
    if (load) return (await load()).default;
    console.warn(`No compiled messages for ${locale}; showing en-US texts.`);
  } catch (error) {
    console.warn(`Could not load messages for ${locale}; showing en-US texts:`, error);
  }
  return locale === FALLBACK_LOCALE ? {} : loadMessages(FALLBACK_LOCALE);
}
