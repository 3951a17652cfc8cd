import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_CONTENT_TOKEN } from './apps/storefront/e2e/support/content-api';
import { E2E_STAFF, E2E_STAFF_COMMAND } from './apps/storefront/e2e/support/staff';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// A fresh data directory each run: the first start creates and seeds the database, as on a fresh clone.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ridgeline-e2e-'));
// A second store whose listings come from the search-engine service (SEARCH_PROVIDER): the @listing journeys run on both.
const ENGINE_PORT = PORT + 1;
const engineDataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-e2e-engine-'));
// A real SMTP server the first store delivers its e-mails to; tests read them over HTTP (e2e/support/mailbox.ts).
const SMTP_PORT = PORT + 20;
const MAIL_HTTP_PORT = PORT + 21;
// A local OpenID provider standing in for both Apple and Google (e2e/support/oidc-provider.ts).
const OIDC_PORT = PORT + 30;
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const SOCIAL_CLIENTS = {
  GOOGLE_CLIENT_ID: 'ridgeline-e2e-google',
  GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  APPLE_CLIENT_ID: 'ridgeline-e2e-apple',
  APPLE_CLIENT_SECRET: 'e2e-apple-secret',
};
const server = (port: number, env: Record<string, string>, before?: string) => ({
  // `before` runs first on the same database (`;`: an account kept in a reused E2E_DATA_DIR is fine).
  command: before ? `${before}; node apps/storefront/server.js` : 'node apps/storefront/server.js',
  url: `http://127.0.0.1:${port}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'apps/storefront/e2e',
  fullyParallel: true,
  workers: 2,
  // Retries in CI only: two browsers, four servers and image resizing share two cores there, and the
  // tests that wait for hydration (compare, early input, refinements) have run out of time twice in
  // a row under that load while passing on an idle machine. A test that passes only on a retry is
  // still reported by name (".ci/summarize.mjs" prints each one at the end of the log).
  retries: process.env.CI ? 2 : 0,
  // axe alone takes 11–13 s on a category page (2,300 elements) on an idle 2-core machine with
  // Debian's Chromium 156; a test that checks home, a category and a product page needs more than
  // 45 s when the other worker and the servers share the cores.
  timeout: 90_000,
  // CI shares two cores between the server (which also renders images) and two browsers.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      grepInvert: /@mobile/,
      testIgnore: /(server|deployment)\.spec\.ts/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/ },
    {
      name: 'search-engine',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        baseURL: `http://127.0.0.1:${ENGINE_PORT}`,
      },
      grep: /@listing/,
    },
    // The server's own start and stop, timed: after every other test, so that no browser or page
    // render on the other worker shares its two cores while it is measured.
    {
      name: 'server',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testMatch: /server\.spec\.ts/,
      dependencies: ['desktop', 'mobile', 'search-engine'],
    },
    // Two instances on a PostgreSQL and a Redis of their own behind nginx (TLS): started by the
    // test itself, after the rest, for the same reason.
    {
      name: 'deployment',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testMatch: /deployment\.spec\.ts/,
      dependencies: ['desktop', 'mobile', 'search-engine'],
    },
  ],
  webServer: [
    {
      command: 'npx tsx apps/storefront/e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(SMTP_PORT), HTTP_PORT: String(MAIL_HTTP_PORT) },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    {
      command: 'npx tsx apps/storefront/e2e/support/oidc-provider.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(OIDC_PORT), STORE_PORT: String(PORT), ...SOCIAL_CLIENTS },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    server(PORT, {
      DATA_DIR: dataDir,
      ...SOCIAL_CLIENTS,
      GOOGLE_ISSUER: OIDC_ISSUER,
      APPLE_ISSUER: OIDC_ISSUER,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Ridgeline <orders@ridgeline.example>',
      // The content specs publish items of their own (an unknown block type, content at a mapped path).
      CONTENT_API_TOKEN: E2E_CONTENT_TOKEN,
      // The staff account of the staff preview spec, made on the fresh database before the start.
      STAFF_PASSWORD: E2E_STAFF.password,
      // The country selector spec stands in for a CDN: its requests name the visitor's country in this
      // header. Other specs send none, and 127.0.0.1 is in no country, so no modal opens for them.
      VISITOR_COUNTRY_HEADER: 'cf-ipcountry',
    }, E2E_STAFF_COMMAND),
    server(ENGINE_PORT, { DATA_DIR: engineDataDir, SEARCH_PROVIDER: 'search-engine' }),
  ],
});
