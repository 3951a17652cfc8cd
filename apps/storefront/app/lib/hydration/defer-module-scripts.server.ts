import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from './inline-scripts';

// React Router's <Scripts> tags, whatever comes before the attribute (a nonce does). Catalogue and
// content text cannot match: React escapes `<` in text and attributes, and article bodies are
// sanitised without scripts or links.
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/<link(\s[^>]*?)?\srel="modulepreload"/g, `<link$1 rel="${DEFERRED_PRELOAD_REL}"`],
  [/<script(\s[^>]*?)?\stype="module"/g, `<script$1 type="${DEFERRED_MODULE_TYPE}"`],
];

function rewrite(html: string): string {
  return REWRITES.reduce((text, [from, to]) => text.replace(from, to), html);
}

/**
 * The page's HTML with its module preloads and module scripts renamed, so the browser neither
 * fetches nor runs them until `startModulesAfterFirstPaint` names them back. A tag cut between two
 * chunks is held back until its end arrives; everything else streams through as it comes.
 */
export function deferModuleScripts(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = pending + decoder.decode(chunk, { stream: true });
      const open = text.lastIndexOf('<');
      const cut = open !== -1 && !text.includes('>', open) ? open : text.length;
      pending = text.slice(cut);
      if (cut > 0) controller.enqueue(encoder.encode(rewrite(text.slice(0, cut))));
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rewrite(rest)));
    },
  });
}
