import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { stripDefaultMessagesPlugin } from './vite-plugins/strip-default-messages';

export default defineConfig(({ isSsrBuild }) => ({
  // The client's chunks lose their messages' English defaults (decision 005): pages carry their catalogue.
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [stripDefaultMessagesPlugin()])],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
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
