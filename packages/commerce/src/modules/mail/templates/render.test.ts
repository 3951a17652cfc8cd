import { describe, expect, it } from 'vitest';
import { escapeHtml, headerText, html, mailFormat, SafeHtml } from './render.js';

const HOSTILE = `<script>alert("x")</script><img src=x onerror='alert(1)'>&amp;`;

describe('html', () => {
  it('escapes every interpolated string and number', () => {
    const out = html`<p title="${HOSTILE}">${HOSTILE} ${42}</p>`.value;
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<img');
    expect(out).not.toContain(`"x"`);
    expect(out).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(out).toContain('onerror=&#39;alert(1)&#39;');
    expect(out).toContain('&amp;amp;');
    expect(out).toContain(' 42</p>');
  });

  it('keeps nested templates and lists of them as markup, and leaves out null and undefined', () => {
    const items = ['a<b', 'c'].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>');
    expect(html`${html`<br>`}`).toBeInstanceOf(SafeHtml);
  });

  it('does not trust a plain string that looks like markup', () => {
    const fake = { value: '<b>' } as unknown as string;
    expect(html`${String(fake)}`.value).toBe('[object Object]');
    expect(escapeHtml('<b>')).toBe('&lt;b&gt;');
  });
});

describe('headerText', () => {
  it('folds line breaks and control characters so nothing can add a header', () => {
    expect(headerText('Order 1\r\nBcc: victim@example.com\t ok')).toBe('Order 1 Bcc: victim@example.com ok');
  });
});

describe('mailFormat', () => {
  it('formats money from minor units in each locale', () => {
    expect(mailFormat('en-US').money(123456, 'USD')).toBe('$1,234.56');
    expect(mailFormat('en-CA').money(1999, 'CAD')).toBe('$19.99');
    expect(mailFormat('fr-CA').money(123456, 'CAD').replace(/\s/g, ' ')).toBe('1 234,56 $');
    expect(mailFormat('en-US').money(-500, 'USD')).toBe('-$5.00');
  });

  it('names countries in the locale and falls back to the code', () => {
    expect(mailFormat('en-US').country('CA')).toBe('Canada');
    expect(mailFormat('fr-CA').country('US')).toBe('États-Unis');
    expect(mailFormat('en-US').country('not a code')).toBe('not a code');
  });
});
