import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { messagesFor } from '../i18n/page-messages';

/** A page title in the shop's pattern. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} | Ridgeline` : 'Ridgeline';
}

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
type RootData = { localeId?: string; messages?: Record<string, MessageFormatElement[]> };

const cache = createIntlCache();
const formatters = new WeakMap<object, IntlShape>();

/**
 * A message in the page's language for a route's `meta` (its title), from the page's catalogue
 * (`messagesFor`): `meta` runs outside React, so it cannot read the IntlProvider. Undefined without a
 * catalogue (the browser's chunks carry no default messages: decision 005).
 */
export function metaMessage(
  matches: MetaMatches,
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
): string | undefined {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  if (!root) return undefined;
  const messages = messagesFor(root.localeId ?? 'en-US', root.messages);
  if (!Object.keys(messages).length) return undefined;
  let intl = formatters.get(messages);
  if (!intl) {
    intl = createIntl(
      { locale: root?.localeId ?? 'en-US', defaultLocale: 'en-US', messages, onError: () => {} },
      cache,
    );
    formatters.set(messages, intl);
  }
  return intl.formatMessage(descriptor, values);
}

/** A title from the page's catalogue, in the shop's pattern (the shop's name alone without one). */
export const metaTitle = (
  matches: MetaMatches,
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
) => pageTitle(metaMessage(matches, descriptor, values));
