import { describe, expect, it } from 'vitest';
import { buildComment } from './build-comment.server';

async function through(chunks: string[], id: string) {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  }).pipeThrough(buildComment(id));
  return new Response(stream).text();
}

describe('page build identifier', () => {
  it('comes right after <head>, once, even when <head> is cut between chunks', async () => {
    const page =
      '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/></head><body><head></head></body></html>';
    for (const cut of [0, 30, 38, 40, 42, page.length]) {
      const html = await through([page.slice(0, cut), page.slice(cut)], 'abc123');
      expect(html).toBe(page.replace('<head>', '<head><!-- build: abc123 -->'));
    }
  });

  it('cannot be made to close the comment', async () => {
    expect(await through(['<html><head></head></html>'], '1 --><script>x</script>')).toBe(
      '<html><head><!-- build: 1-scriptxscript --></head></html>',
    );
  });
});
