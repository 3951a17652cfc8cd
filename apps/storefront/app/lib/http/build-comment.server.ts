/**
 * The page build identifier (spec 3 §4.8 "A page build identifier comment is added to the page
 * head"): `<!-- build: … -->` right after `<head>`, so anyone looking at a page's source can tell
 * which build served it. BUILD_ID at build time (a CI run or release), else the commit, else the
 * build's time (vite.config.ts).
 */
declare const __BUILD_ID__: string | undefined;

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' && __BUILD_ID__ ? __BUILD_ID__ : 'development';

/** Only what cannot end a comment: letters, digits, . _ : + and single dashes */
const safe = (id: string) =>
  id
    .replace(/[^A-Za-z0-9._:+-]/g, '')
    .replace(/-+/g, '-')
    .slice(0, 80) || 'unknown';

/** Puts the comment after the first `<head>` of the stream; everything else passes untouched. */
export function buildComment(buildId = BUILD_ID): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let done = false;
  let pending = '';
  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      const text = pending + decoder.decode(chunk, { stream: true });
      const head = /<head(\s[^>]*)?>/.exec(text);
      if (head) {
        done = true;
        pending = '';
        const at = head.index + head[0].length;
        controller.enqueue(encoder.encode(`${text.slice(0, at)}<!-- build: ${safe(buildId)} -->${text.slice(at)}`));
        return;
      }
      // Hold back a tail that may be the start of a `<head>` cut between chunks.
      const cut = Math.max(0, text.length - 16);
      pending = text.slice(cut);
      if (cut > 0) controller.enqueue(encoder.encode(text.slice(0, cut)));
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
