import { describe, expect, it } from 'vitest';
import { sanitiseRichText, stripMarkdownHtml } from './sanitise.js';

describe('stripMarkdownHtml', () => {
  it('keeps markdown: quotes, autolinks, comparisons, code spans', () => {
    const text = '> Quote\n\n<https://example.com> and 1 < 2 > 0, `a -> b`, **bold**';
    expect(stripMarkdownHtml(text)).toBe(text);
  });

  it('drops tags, comments and code elements with their content, also when rebuilt by a removal', () => {
    expect(stripMarkdownHtml('a<script>alert(1)</script>b<!-- x -->c<b onclick="x">d</b>')).toBe('abcd');
    expect(stripMarkdownHtml('<scr<b>ipt>alert(1)</scr</b>ipt>')).toBe('');
    expect(stripMarkdownHtml('x <scr<b>ipt src=y></scr<b>ipt>!')).toBe('x !');
  });

  it('leaves no tag however deep tags are nested in tags', () => {
    const tag = /<[A-Za-z/!][^>]*>/;
    const deep = (layers: number) => `${'<'.repeat(layers)}img src=x onerror=alert(1)>${'b>'.repeat(layers - 1)}`;
    for (const layers of [2, 8, 30]) expect(stripMarkdownHtml(deep(layers)), `${layers} layers`).not.toMatch(tag);
    expect(stripMarkdownHtml(`${'<b'.repeat(30)}>`)).not.toMatch(tag);
  });
});

describe('sanitiseRichText', () => {
  it('keeps the article tags without attributes', () => {
    expect(sanitiseRichText('<p class="x" onclick="y">A <em>b</em></p><ul><li>c</li></ul>')).toBe(
      '<p>A <em>b</em></p><ul><li>c</li></ul>',
    );
  });
});
