import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  offlinePageHtml,
  offlineTexts,
  OFFLINE_JS,
  revision,
  shellFiles,
  webAppManifest,
  type BundleInfo,
} from './offline-files';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../app/locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('the offline page', () => {
  it("carries the spec's texts verbatim in English", () => {
    const html = offlinePageHtml({
      locale: 'en-US',
      texts: offlineTexts(catalogue('en-US'), 'en-US'),
      shopName: 'Ridgeline',
      homePath: '/',
    });
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<h1 id="offline-title">You are currently offline</h1>');
    expect(html).toContain("<p>We couldn't load the next page on this connection. Please try again</p>");
    expect(html).toContain('<button type="button" id="retry">Retry Connection</button>');
    expect(html).toContain('<div role="status" class="banner">You\'re currently browsing in offline mode.</div>');
    expect(html).toContain('<meta name="theme-color" content="#e8e9e9">');
  });

  it('has no inline script or style, which the Content-Security-Policy would block', () => {
    const html = offlinePageHtml({
      locale: 'fr-CA',
      texts: offlineTexts(catalogue('fr-CA'), 'fr-CA'),
      shopName: 'Ridgeline',
      homePath: '/fr-CA',
    });
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/);
    expect(html).toContain('href="/fr-CA"');
    expect(OFFLINE_JS).toContain('location.reload()');
  });

  it('escapes what it writes and refuses a catalogue without the texts', () => {
    const html = offlinePageHtml({
      locale: 'en-US',
      texts: { title: '<b>', body: 'a & b', retry: '"r"', banner: 'x' },
      shopName: 'Shop',
      homePath: '/',
    });
    expect(html).toContain('&lt;b&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('&quot;r&quot;');
    expect(() => offlineTexts({}, 'en-US')).toThrow(/offline\.title/);
  });
});

describe('the web app manifest', () => {
  it('names the shop, opens standalone at the root in the theme colour, with PNG and SVG icons', () => {
    const manifest = webAppManifest({ name: 'Ridgeline', description: 'd', lang: 'en-US' });
    expect(manifest).toMatchObject({
      name: 'Ridgeline',
      short_name: 'Ridgeline',
      start_url: '/',
      display: 'standalone',
      theme_color: '#e8e9e9',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512', 'any']);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});

describe('the app shell', () => {
  const chunk = (
    fileName: string,
    imports: string[] = [],
    facadeModuleId: string | null = null,
    css: string[] = [],
  ) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    facadeModuleId,
    viteMetadata: { importedCss: new Set(css) },
  });

  it('is the entry and the root route with what they import, not the pages', () => {
    const bundle: BundleInfo = {
      a: chunk('assets/entry.client-1.js', ['assets/framework-1.js'], '/x/app/entry.client.tsx'),
      b: chunk(
        'assets/root-1.js',
        ['assets/shell-1.js', 'assets/framework-1.js'],
        '/x/app/root.tsx?__react-router-build-client-route',
        ['assets/shell-1.css'],
      ),
      c: chunk('assets/framework-1.js'),
      d: chunk('assets/shell-1.js', ['assets/framework-1.js']),
      e: chunk('assets/home-1.js', ['assets/blocks-1.js'], '/x/app/routes/home.tsx?__react-router-build-client-route'),
      f: chunk('assets/blocks-1.js'),
      g: { type: 'asset', fileName: 'assets/shell-1.css' },
    };
    expect(shellFiles(bundle)).toEqual([
      'assets/entry.client-1.js',
      'assets/framework-1.js',
      'assets/root-1.js',
      'assets/shell-1.css',
      'assets/shell-1.js',
    ]);
    expect(() => shellFiles({ e: bundle.e! })).toThrow(/app shell/);
  });

  it('revises a file by its content', () => {
    expect(revision('a')).toBe(revision('a'));
    expect(revision('a')).not.toBe(revision('b'));
  });
});
