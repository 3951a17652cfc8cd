/** Text kept per language; English is always present and is the fallback. */
export type Language = 'en' | 'fr';
export type Localized = { en: string } & Partial<Record<Exclude<Language, 'en'>, string>>;

export function languageOf(locale: string): Language {
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function pick(text: Localized | null | undefined, locale: string): string | undefined {
  if (!text) return undefined;
  return text[languageOf(locale)] ?? text.en;
}
