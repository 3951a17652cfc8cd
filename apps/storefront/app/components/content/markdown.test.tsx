// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { Markdown, markdownBlocks } from './markdown';

afterEach(cleanup);

const html = (source: string) => {
  const { container } = renderInShop(
    <div data-testid="md">
      <Markdown source={source} />
    </div>,
  );
  return container.querySelector('[data-testid="md"]')!.innerHTML;
};

describe('Markdown (product-detail text: rendered without HTML)', () => {
  it('reads headings, paragraphs, lists, quotes and rules', () => {
    expect(
      markdownBlocks('# Fit\n\nRuns true\nto size.\n\n- Shell\n- Hood\n\n1. Wash\n2. Dry\n> Tip\n\n---').map(
        (b) => b.type,
      ),
    ).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'rule']);
  });

  it('renders emphasis, code and links, with # as the heading level given', () => {
    expect(html('# Fit\n\nRuns **true** to _size_, see `RL-100` and [the guide](/t/size-guide).')).toBe(
      '<h3 class="font-bold">Fit</h3><p>Runs <strong>true</strong> to <em>size</em>, see <code>RL-100</code> and ' +
        '<a class="underline" href="/t/size-guide" data-discover="true">the guide</a>.</p>',
    );
  });

  it('never renders HTML: tags show as text, unsafe links as their words', () => {
    const out = html('<script>alert(1)</script>\n\n[click](javascript:alert(1)) and [away](//evil.example)');
    expect(out).not.toContain('<script');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).not.toContain('href');
    expect(out).toContain('click and away');
  });
});
