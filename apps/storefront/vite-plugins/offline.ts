import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { RIDGELINE_SITE } from '../../../packages/config/src/sites';
import {
  OFFLINE_CSS,
  OFFLINE_CSS_PATH,
  OFFLINE_JS,
  OFFLINE_JS_PATH,
  offlinePageHtml,
  offlineTexts,
  revision,
  shellFiles,
  webAppManifest,
  type BundleInfo,
} from './offline-files';

const SHOP_NAME = 'Ridgeline';
const DESCRIPTION = 'Outdoor clothing, footwear and accessories.';
const BRAND_COLOUR = '#2f5d50';

type PrecacheEntry = { url: string; revision: string | null };

/**
 * The offline build (decision 052), in the client build only: the web app manifest and its icons
 * (drawn from favicon.svg with sharp), an offline page per locale, and the service worker
 * (service-worker/sw.ts, with Workbox) bundled into /sw.js with the list of files it precaches:
 * those, and the app shell's chunks.
 */
export function offlinePlugin(): Plugin {
  const appRoot = fileURLToPath(new URL('..', import.meta.url));
  const locales = RIDGELINE_SITE.l10n.supportedLocales.map((locale) => locale.id);
  const defaultLocale = RIDGELINE_SITE.l10n.defaultLocale;
  let precache: PrecacheEntry[] = [];
  let buildId = '';

  return {
    name: 'ridgeline:offline',
    apply: 'build',
    async generateBundle(_options, bundle) {
      precache = [];
      const names = Object.keys(bundle).sort();
      const emit = (fileName: string, source: string | Uint8Array) => {
        this.emitFile({ type: 'asset', fileName, source });
        precache.push({ url: `/${fileName}`, revision: revision(source) });
      };

      emit(
        'manifest.webmanifest',
        `${JSON.stringify(webAppManifest({ name: SHOP_NAME, description: DESCRIPTION, lang: defaultLocale }), null, 2)}\n`,
      );

      const favicon = await readFile(path.join(appRoot, 'public/favicon.svg'));
      precache.push({ url: '/favicon.svg', revision: revision(favicon) });
      const { default: sharp } = await import('sharp');
      // The 32-unit drawing at a density that fills 512 px without blurring.
      const draw = (size: number) => sharp(favicon, { density: 1200 }).resize(size, size).png().toBuffer();
      emit('icons/icon-192.png', await draw(192));
      emit('icons/icon-512.png', await draw(512));
      // Maskable: the mark inside the central safe zone of a full-bleed square in the brand colour.
      emit(
        'icons/maskable-512.png',
        await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND_COLOUR } })
          .composite([{ input: await draw(352), gravity: 'centre' }])
          .png()
          .toBuffer(),
      );

      const catalogues = new Set(await readdir(path.join(appRoot, 'app/locales')));
      for (const locale of locales) {
        if (!catalogues.has(`${locale}.json`)) throw new Error(`No catalogue for ${locale} (app/locales).`);
        const catalogue = JSON.parse(await readFile(path.join(appRoot, `app/locales/${locale}.json`), 'utf8'));
        const homePath = locale === defaultLocale ? '/' : `/${locale}`;
        emit(
          `offline/${locale}.html`,
          offlinePageHtml({ locale, texts: offlineTexts(catalogue, locale), shopName: SHOP_NAME, homePath }),
        );
      }
      emit(OFFLINE_CSS_PATH.slice(1), OFFLINE_CSS);
      emit(OFFLINE_JS_PATH.slice(1), OFFLINE_JS);

      for (const file of shellFiles(bundle as unknown as BundleInfo))
        precache.push({ url: `/${file}`, revision: null });
      // The build's name: its files' hashed names and the precached files' revisions.
      buildId = revision(JSON.stringify([names, precache]));
    },
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) throw new Error('The client build has no output directory for /sw.js.');
      await build({
        configFile: false,
        root: appRoot,
        publicDir: false,
        logLevel: 'warn',
        mode: 'production',
        define: {
          __OFFLINE_PRECACHE__: JSON.stringify(precache),
          __OFFLINE_BUILD__: JSON.stringify(buildId),
          __OFFLINE_LOCALES__: JSON.stringify(locales),
          __OFFLINE_DEFAULT_LOCALE__: JSON.stringify(defaultLocale),
          // Workbox logs and checks in development builds only.
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          sourcemap: false,
          // A classic script: every browser with service workers runs one.
          lib: {
            entry: path.join(appRoot, 'service-worker/sw.ts'),
            formats: ['iife'],
            name: 'ridgelineServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
