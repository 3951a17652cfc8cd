import { createHash } from 'node:crypto';

/**
 * The files the offline build adds beside the client's chunks (decision 052): the web app manifest,
 * an offline page per locale with its style sheet and script, and the list the service worker
 * precaches. Plain functions, tested in offline-files.test.ts; vite-plugins/offline.ts writes them.
 */

export const THEME_COLOUR = '#e8e9e9';
export const BACKGROUND_COLOUR = '#ffffff';

/** The message ids the offline page shares with the app's offline screen and banner. */
export const OFFLINE_MESSAGE_IDS = {
  title: 'offline.title',
  body: 'offline.body',
  retry: 'offline.retry',
  banner: 'offline.banner',
} as const;

export type OfflineTexts = Record<keyof typeof OFFLINE_MESSAGE_IDS, string>;

/** A locale's offline texts from its catalogue (app/locales/<locale>.json); every one must be there. */
export function offlineTexts(catalogue: Record<string, string>, locale: string): OfflineTexts {
  const texts = {} as OfflineTexts;
  for (const [key, id] of Object.entries(OFFLINE_MESSAGE_IDS) as [keyof OfflineTexts, string][]) {
    const text = catalogue[id];
    if (!text) throw new Error(`The ${locale} catalogue has no "${id}" for the offline page.`);
    texts[key] = text;
  }
  return texts;
}

export type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

export const MANIFEST_ICONS: ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
];

/** The web app manifest: the shop installs as an app of its own window, in the theme colour. */
export function webAppManifest({ name, description, lang }: { name: string; description: string; lang: string }) {
  return {
    name,
    short_name: name,
    description,
    lang,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: MANIFEST_ICONS,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page the service worker answers with when a page was never kept and the network fails. No
 * inline script or style: the shop's Content-Security-Policy allows neither without the nonce.
 */
export function offlinePageHtml({
  locale,
  texts,
  shopName,
  homePath,
}: {
  locale: string;
  texts: OfflineTexts;
  shopName: string;
  homePath: string;
}): string {
  const t = (key: keyof OfflineTexts) => escapeHtml(texts[key]);
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOUR}">
<title>${t('title')} | ${escapeHtml(shopName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="stylesheet" href="${OFFLINE_CSS_PATH}">
<script src="${OFFLINE_JS_PATH}" defer></script>
</head>
<body>
<div role="status" class="banner">${t('banner')}</div>
<header><a class="brand" href="${escapeHtml(homePath)}">${escapeHtml(shopName)}</a></header>
<main id="main">
<section aria-labelledby="offline-title">
<h1 id="offline-title">${t('title')}</h1>
<p>${t('body')}</p>
<button type="button" id="retry">${t('retry')}</button>
</section>
</main>
</body>
</html>
`;
}

export const OFFLINE_CSS_PATH = '/offline/offline.css';
export const OFFLINE_JS_PATH = '/offline/offline.js';

export const OFFLINE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{color:#1b1b1b;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#fff}
.banner{background:${THEME_COLOUR};padding:.5rem 1rem;text-align:center;font-size:.875rem;font-weight:600}
header{border-bottom:1px solid #e5e5e5;padding:1rem}
.brand{color:#2f5d50;font-size:1.25rem;font-weight:700;text-decoration:none}
main{margin:0 auto;max-width:48rem;padding:4rem 1rem;text-align:center}
h1{margin:0;font-size:1.875rem}
p{margin:1rem 0 0;color:#404040}
button{margin-top:2rem;min-height:44px;border:0;border-radius:.25rem;background:#2f5d50;color:#fff;padding:.625rem 1.25rem;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,.brand:focus-visible{outline:2px solid #1b1b1b;outline-offset:2px}
`;

/** Retry Connection loads the address again; so does coming back online. */
export const OFFLINE_JS = `document.getElementById('retry').addEventListener('click', function () { location.reload(); });
window.addEventListener('online', function () { location.reload(); });
`;

/** A file's revision for the precache list: its content's hash. */
export const revision = (content: string | Uint8Array) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

/** What the bundle says of an output chunk (Rollup's and Rolldown's OutputChunk). */
export type ChunkInfo = {
  type: 'chunk';
  fileName: string;
  facadeModuleId?: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
export type BundleInfo = Record<string, ChunkInfo | { type: 'asset'; fileName: string }>;

/**
 * The app shell: the client entry and the root route (React Router builds it as
 * `root.tsx?__react-router-build-client-route`), with every chunk and style sheet they import
 * statically. Every page loads these; a page's own chunks are not among them.
 */
export function shellFiles(bundle: BundleInfo): string[] {
  const chunks = Object.values(bundle).filter((file): file is ChunkInfo => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = chunks.filter((chunk) =>
    /[\\/]app[\\/](entry\.client|root)\.tsx(\?|$)/.test(chunk.facadeModuleId ?? ''),
  );
  if (roots.length < 2) throw new Error('The client build has no entry.client or root chunk for the app shell.');
  const files = new Set<string>();
  const visit = (chunk: ChunkInfo) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return [...files].sort();
}
