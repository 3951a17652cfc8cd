// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sanitizeLocalizedStoreHours, sanitizeStoreHours, STORE_HOURS_ALLOWED_TAGS } from './store-hours.js';

/**
 * Payloads from the usual XSS cheat sheets and known mutation-XSS (mXSS) tricks: markup that a
 * sanitiser's parser reads one way and a browser's re-parse another way.
 */
const CORPUS = [
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnErRoR="alert(1)">',
  '<img src="x" onerror="alert(1)"/>Mon 9–5',
  '<a href="javascript:alert(1)">Monday</a>',
  '<a href="JaVaScRiPt:alert(1)">Monday</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p title="</p><img src=x onerror=alert(1)>">Monday</p>',
  '<style><img src=x onerror=alert(1)></style>',
  '<style>@import "javascript:alert(1)";</style>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<table><tr><td onclick="alert(1)">9–5</td></tr></table>',
  '<span style="background:url(javascript:alert(1))">x</span>',
  '<span class="x" id="y" data-x="1" onmouseover="alert(1)">x</span>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<img src=x onerror=alert(1)>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<th scope="row" onmouseover="alert(1)">Mon</th>',
  '<th scope="javascript:alert(1)">Mon</th>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<select><template><style><img src=x onerror=alert(1)></style></template></select>',
  '<p>\u0000<img src=x onerror=alert(1)></p>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<input autofocus onfocus=alert(1)>',
  '<div style="width:expression(alert(1))">x</div>',
  '<p><strong>Mon</strong></p><script>alert(document.cookie)</script>',
  '<ul><li>Mon</li><li onclick=alert(1)>Tue</li></ul>',
  `${'<span>'.repeat(200)}deep${'</span>'.repeat(200)}`,
];

const ALLOWED = new Set(STORE_HOURS_ALLOWED_TAGS.map((t) => t.toUpperCase()));

/** Parses the output the way a browser would and lists anything that is not plain allowed markup. */
function problemsAfterBrowserParse(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const problems: string[] = [];
  // A browser adds TBODY inside tables by itself; it carries nothing.
  for (const element of Array.from(host.querySelectorAll('*'))) {
    if (!ALLOWED.has(element.tagName) && element.tagName !== 'TBODY') problems.push(`<${element.tagName}>`);
    for (const attribute of Array.from(element.attributes)) {
      const allowed =
        element.tagName === 'TH' && attribute.name === 'scope' && ['row', 'col'].includes(attribute.value);
      if (!allowed) problems.push(`${element.tagName}[${attribute.name}=${attribute.value}]`);
    }
  }
  return problems;
}

describe('sanitizeStoreHours', () => {
  it.each(CORPUS)('leaves %j inert', (payload) => {
    const clean = sanitizeStoreHours(payload);
    expect(clean.toLowerCase()).not.toMatch(
      /<\s*(script|img|svg|math|iframe|style|a|object|embed|base|meta|form|button|template|noscript|textarea|xmp|input|video|source|details|body)\b/,
    );
    expect(clean.toLowerCase()).not.toMatch(/\son\w+\s*=/);
    expect(clean.toLowerCase()).not.toMatch(/(javascript|data|vbscript):/);
    expect(problemsAfterBrowserParse(clean)).toEqual([]);
    // Stable: sanitising again changes nothing, so no re-parse can turn it into something else.
    expect(sanitizeStoreHours(clean)).toBe(clean);
  });

  it('keeps the text of dropped wrappers but not the content of code elements', () => {
    expect(sanitizeStoreHours('<a href="javascript:alert(1)">Monday</a>')).toBe('Monday');
    expect(sanitizeStoreHours('<div><b>Mon</b> 9–5</div>')).toBe('Mon 9–5');
    expect(sanitizeStoreHours('Mon<script>alert(1)</script>')).toBe('Mon');
    expect(sanitizeStoreHours('<svg><text>hi</text></svg>Mon')).toBe('Mon');
  });

  it('keeps well-formed hours as they are', () => {
    const hours =
      '<table><tr><th scope="row">Monday – Saturday</th><td>10:00 AM – 8:00 PM</td></tr>' +
      '<tr><th scope="row">Sunday</th><td><strong>Closed</strong></td></tr></table>' +
      '<p><em>Hours may differ on public holidays.</em><br /><span>Call ahead.</span></p><ul><li>Rentals</li></ul>';
    expect(sanitizeStoreHours(hours)).toBe(hours);
  });

  it('escapes text that looks like markup rather than dropping or keeping it raw', () => {
    expect(sanitizeStoreHours('Mon 9 < 5 & Tue')).toBe('Mon 9 &lt; 5 &amp; Tue');
  });

  it('sanitises every language', () => {
    expect(sanitizeLocalizedStoreHours({ en: '<p onclick=x>Mon</p>', fr: '<p><img src=x onerror=y>lun</p>' })).toEqual({
      en: '<p>Mon</p>',
      fr: '<p>lun</p>',
    });
    expect(sanitizeLocalizedStoreHours({ en: '<p>Mon</p>' })).toEqual({ en: '<p>Mon</p>' });
  });
});
