import type { Plugin } from 'vite';

/**
 * A message descriptor's English text: `defaultMessage:` and a string literal (backticks, double
 * or single quotes), with the comma that joins it to its neighbours, minified or not.
 */
const DEFAULT_MESSAGE = /(,?)\s*\bdefaultMessage\s*:\s*(`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*(,?)/g;

/**
 * The code without its messages' `defaultMessage` literals. Each page is given its locale's
 * compiled messages (loader data), and a test holds every catalogue to exactly the ids the code
 * uses (locales.test.ts), so in the browser the English text is never read: it only weighs.
 * A literal with an interpolation (`${…}`) is computed, not a default: it stays.
 */
export function stripDefaultMessages(code: string): string {
  return code.replace(DEFAULT_MESSAGE, (whole, before: string, literal: string, after: string) => {
    if (literal.startsWith('`') && literal.includes('${')) return whole;
    // Keep one comma when the property sat between two others.
    return before && after ? ',' : '';
  });
}

/** Strips defaultMessage literals from the client's chunks (decision 005); the server keeps them. */
export function stripDefaultMessagesPlugin(): Plugin {
  return {
    name: 'ridgeline:strip-default-messages',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('defaultMessage')) return null;
      return { code: stripDefaultMessages(code), map: null };
    },
  };
}
