import { describe, expect, it } from 'vitest';
import { sanitizeContentBody } from './content-body.js';

describe('sanitizeContentBody', () => {
  it('keeps headings, paragraphs, lists and emphasis', () => {
    const html =
      '<p>Intro</p><h2>Layers</h2><h3>Base</h3><ul><li><strong>Merino</strong></li></ul><ol><li><em>One</em></li></ol>';
    expect(sanitizeContentBody({ en: html }).en).toBe(html);
  });

  it('drops attributes, links, pictures and anything scripted, keeping the text people read', () => {
    const { en, fr } = sanitizeContentBody({
      en: '<h2 style="color:red" onclick="x()">Care</h2><p>Wash <a href="javascript:alert(1)">gently</a>.<img src=x onerror=alert(1)></p>',
      fr: '<p>Lavez<script>alert(1)</script> doucement.</p><svg><text>x</text></svg><iframe src="//evil"></iframe>',
    });
    expect(en).toBe('<h2>Care</h2><p>Wash gently.</p>');
    expect(fr).toBe('<p>Lavez doucement.</p>');
  });

  it('leaves a missing French body missing (the English one is shown)', () => {
    expect(sanitizeContentBody({ en: '<p>Hi</p>' })).toEqual({ en: '<p>Hi</p>' });
  });
});
