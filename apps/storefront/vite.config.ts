import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { offlinePlugin } from './vite-plugins/offline';
import { stripDefaultMessagesPlugin } from './vite-plugins/strip-default-messages';

/**
 * Every page loads the root route and all it imports statically (header, footer, drawers' openers,
 * site and i18n helpers): one chunk for them all, rather than twenty small files that each page
 * downloads anyway and that compress worse apart (measured: 20.6 kB gzipped apart, 15.8 kB as one).
 */
function shellChunk() {
  const modules = new Set<string>();
  const app = /[\\/](apps[\\/]storefront[\\/]app|packages[\\/][a-z]+[\\/]src)[\\/]/;
  // Reached only through the config package's index, used by tiles and the compare drawer, not the
  // shell: left to the chunks of their users (1.3 kB the home page otherwise carried).
  const notShell = /packages[\\/]config[\\/]src[\\/]tech-badges\.ts$/;
  const plugin: Plugin = {
    name: 'ridgeline:shell-chunk',
    apply: 'build',
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      const visit = (id: string) => {
        if (modules.has(id) || !app.test(id) || notShell.test(id) || /\.css$/.test(id)) return;
        modules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      if (root) visit(root);
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}

const shell = shellChunk();

/** The page build identifier written into every page's head (lib/http/build-comment.server.ts). */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return new Date().toISOString();
  }
}

export default defineConfig(({ isSsrBuild, command }) => ({
  // The client's chunks lose their messages' English defaults (decision 005): pages carry their catalogue.
  // The client build also writes the service worker, the manifest and the offline pages (decision 052).
  plugins: [
    tailwindcss(),
    reactRouter(),
    ...(isSsrBuild ? [] : [stripDefaultMessagesPlugin(), shell.plugin, offlinePlugin()]),
  ],
  // Only the server's page renderer reads it; in development pages say "development".
  define: command === 'build' && isSsrBuild ? { __BUILD_ID__: JSON.stringify(buildId()) } : {},
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      // The browser gets every message compiled (`i18n:compile --ast`, its English defaults stripped):
      // it never parses one, so the built client takes formatjs's parser-less build (7 kB gzipped
      // less on every page). The server and the dev server keep the parser.
      ...(isSsrBuild || command !== 'build'
        ? []
        : [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]),
    ],
  },
  build: {
    // The server build's entry is our own app (API + images + pages), not only the pages.
    rollupOptions: isSsrBuild
      ? { input: './server/app.ts' }
      : {
          output: {
            advancedChunks: {
              // The account and loyalty settings are for the sign-in flow, the tracker and /membership:
              // their own chunk, or the bundler folds them into the one every page loads.
              groups: [
                { name: 'account-settings', test: /packages[\\/]config[\\/]src[\\/](accounts|loyalty)\.ts$/ },
                // Every page loads React Router, the JSX runtime and Vite's preload helper (the root has
                // lazy parts): one chunk, rather than small ones wherever their first users land.
                {
                  name: 'framework',
                  test: /(vite[\\/]preload-helper|node_modules[\\/](react-router|react[\\/]jsx-runtime))/,
                },
                // The root route's own code and what it imports (react-intl with it): shellChunk above.
                { name: 'shell', test: shell.test },
              ],
            },
          },
        },
  },
  ssr: {
    // Native and wasm-backed packages stay in node_modules and load at run time.
    external: ['@electric-sql/pglite', 'pg', 'swagger-ui-dist'],
  },
  server: { host: '127.0.0.1' },
}));
