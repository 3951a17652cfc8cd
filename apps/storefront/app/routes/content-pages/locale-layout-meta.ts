import type { MetaDescriptor } from 'react-router';

/**
 * Under a first segment that is no locale, the locale layout's head (its content page's), if it has
 * one. Apart from the catch-all page, so the home page's meta does not bring its code along.
 */
export function localeLayoutMeta({
  matches,
}: {
  matches: readonly ({ id: string; meta?: MetaDescriptor[] } | undefined)[];
}): MetaDescriptor[] | undefined {
  const meta = matches.find((m) => m?.id === 'locale')?.meta;
  return meta?.length ? meta : undefined;
}
