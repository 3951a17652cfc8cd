import type { Plugin } from 'vite';

/**
 * A message descriptor's English text: a `defaultMessage` property (after `{` or `,`) whose value
 * is a whole string literal (backticks, double or single quotes) followed by `,` or `}`.
 * `x.defaultMessage`, `c ? defaultMessage : id` and `defaultMessage: 'a' + b` do not match.
 */
const DEFAULT_MESSAGE =
  /([{,])(\s*defaultMessage\s*:\s*(`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*)([,}])/g;

/** Blanks in place of text: the same lines and columns, so source positions stay true. */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * The code without its messages' `defaultMessage` literals. Each page is given its locale's
 * compiled messages (loader data), and a test holds every catalogue to exactly the ids the code
 * uses (locales.test.ts), so in the browser the English text is never read: it only weighs.
 * A literal with an interpolation (`${…}`) is computed, not a default: it stays.
 */
export function stripDefaultMessages(code: string): string {
  return code.replace(
    DEFAULT_MESSAGE,
    (whole: string, opener: string, property: string, literal: string, closer: string) => {
      if (literal.startsWith('`') && literal.includes('${')) return whole;
      // `{id, defaultMessage: 'x'}` loses the comma before it; `{defaultMessage: 'x', id}` the one after.
      if (opener === ',') return blank(opener + property) + closer;
      return opener + blank(property) + (closer === ',' ? ' ' : closer);
    },
  );
}

/**
 * Strips defaultMessage literals from the app's own modules in the client build (decision 005):
 * after the other transforms (TypeScript and JSX are plain calls by then), never in libraries,
 * never on the server, never in `vite dev`.
 */
export function stripDefaultMessagesPlugin(): Plugin {
  return {
    name: 'ridgeline:strip-default-messages',
    apply: 'build',
    enforce: 'post',
    transform(code, id, options) {
      if (options?.ssr || id.includes('/node_modules/') || !code.includes('defaultMessage')) return null;
      // Blanks keep every position: the module's source map is still right.
      return { code: stripDefaultMessages(code), map: null };
    },
  };
}
