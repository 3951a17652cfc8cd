import type { MessageFormatElement } from 'react-intl';

// A page's messages reach the browser as one JSON data block in its HTML, not in the root
// loader's data (decision 005, addendum "Messages beside the loader data"): the loader data is
// decoded object by object before hydration starts, and the catalogue was half of it on every
// page (43 kB of a home page's 91 kB, 20-40 ms of a phone's main thread in one task); the browser's
// JSON.parse reads the same catalogue in well under a millisecond. A client-side navigation that
// changes the locale gets the new locale's catalogue with the root loader's data, as before.

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** The data block's id: one per page. */
export const PAGE_MESSAGES_ID = 'page-messages';

/** Catalogues known in this process, by locale: on the server the loader's, in the browser the page's. */
const known = new Map<string, CompiledMessages>();

/** Keeps a locale's catalogue for `messagesFor` (the root loader, on the server). */
export function rememberMessages(locale: string, messages: CompiledMessages): CompiledMessages {
  known.set(locale, messages);
  return messages;
}

let pageBlockRead = false;

/**
 * The data block written by the server for `locale`, when the page has one (browser only). It is
 * read once, at hydration: later catalogues come with the root loader's data.
 */
function messagesInPage(locale: string): CompiledMessages | undefined {
  if (typeof document === 'undefined' || pageBlockRead) return undefined;
  pageBlockRead = true;
  const block = document.getElementById(PAGE_MESSAGES_ID);
  if (!block || block.dataset.locale !== locale) return undefined;
  try {
    return rememberMessages(locale, JSON.parse(block.textContent ?? '') as CompiledMessages);
  } catch (error) {
    console.error('The page messages could not be read', error);
    return undefined;
  }
}

/**
 * A locale's catalogue: the root loader's when it sent one (a client-side change of locale),
 * otherwise the one kept for the locale (the server's, or the page's data block read once).
 * Empty when there is none: message ids show, and the server logs why.
 */
export function messagesFor(locale: string, fromLoader?: CompiledMessages): CompiledMessages {
  if (fromLoader) return rememberMessages(locale, fromLoader);
  return known.get(locale) ?? messagesInPage(locale) ?? {};
}

/**
 * JSON that cannot end its script element early or open a comment: `<` is written as its escape,
 * which JSON.parse reads back as `<`.
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's catalogue as a JSON data block (not run, so no nonce is needed). The browser keeps
 * it as the server sent it: hydration neither compares nor rewrites it.
 */
export function PageMessages({ locale }: { locale: string }) {
  const json = import.meta.env.SSR ? jsonForScript(known.get(locale) ?? {}) : '';
  return (
    <script
      type="application/json"
      id={PAGE_MESSAGES_ID}
      data-locale={locale}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/**
 * Whether a loader's request is a client-side navigation's data request (`.data`, React Router's
 * single fetch), whose answer has no HTML to carry the catalogue.
 */
export const isDataRequest = (request: Request) => new URL(request.url).pathname.endsWith('.data');
