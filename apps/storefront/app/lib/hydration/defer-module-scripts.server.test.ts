import { describe, expect, it } from 'vitest';
import { deferModuleScripts } from './defer-module-scripts.server';
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from './inline-scripts';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<title>Jackets — été</title></head><body><p>5 &lt; 6 and "module"</p>' +
  '<script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import * as route0 from "/assets/root.js";</script></body></html>';

function throughTransform(chunks: Array<string | Uint8Array>): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(deferModuleScripts())).text();
}

describe('deferModuleScripts', () => {
  it('renames the module preloads and module scripts, and nothing else', async () => {
    const html = await throughTransform([page]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html.match(new RegExp(`rel="${DEFERRED_PRELOAD_REL}"`, 'g'))).toHaveLength(2);
    expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}" async="">import * as route0`);
    expect(html).toBe(
      page
        .replaceAll('rel="modulepreload"', `rel="${DEFERRED_PRELOAD_REL}"`)
        .replace('type="module"', `type="${DEFERRED_MODULE_TYPE}"`),
    );
  });

  it('gives the same page however the stream is cut, in tags and in characters', async () => {
    const expected = await throughTransform([page]);
    const bytes = new TextEncoder().encode(page);
    // The bytes themselves are cut: "été" inside its UTF-8 sequences too.
    for (let cut = 1; cut < bytes.length; cut++) {
      const html = await throughTransform([bytes.slice(0, cut), bytes.slice(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it('renames the tags whatever attribute comes first, and nothing that only looks like them', async () => {
    const html = await throughTransform([
      '<link nonce="n0nce" rel="modulepreload" href="/a.js"/><script nonce="n0nce" type="module" async="">1</script>' +
        '<link data-rel="modulepreload"/><script type="application/ld+json">{"type":"module"}</script>',
    ]);
    expect(html).toBe(
      `<link nonce="n0nce" rel="${DEFERRED_PRELOAD_REL}" href="/a.js"/>` +
        `<script nonce="n0nce" type="${DEFERRED_MODULE_TYPE}" async="">1</script>` +
        '<link data-rel="modulepreload"/><script type="application/ld+json">{"type":"module"}</script>',
    );
  });

  it('passes a page without module scripts through unchanged', async () => {
    const plain = '<html><body><a href="/">Home</a></body></html>';
    expect(await throughTransform(['<html><bo', 'dy><a href="/">Ho', 'me</a></body></html>'])).toBe(plain);
  });
});
