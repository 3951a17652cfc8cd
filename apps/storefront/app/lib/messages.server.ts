import type { MessageFormatElement } from 'react-intl';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compiled = import.meta.glob<{ default: CompiledMessages }>('../locales/compiled/*.json');

/** The compiled messages of a locale; a missing file yields none (the defaults then show, with a warning). */
export async function loadMessages(locale: string): Promise<CompiledMessages> {
  const load = compiled[`../locales/compiled/${locale}.json`];
  if (!load) {
    console.warn(`No compiled messages for ${locale}; showing default texts.`);
    return {};
  }
  try {
    return (await load()).default;
  } catch (error) {
    console.warn(`Could not load messages for ${locale}:`, error);
    return {};
  }
}
