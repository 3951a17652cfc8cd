import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./apps/storefront/app', import.meta.url)) };
const integration = ['**/*.integration.test.ts'];
const redis = ['**/*.redis.test.ts'];
const faults = ['**/*.faults.test.ts'];
const ignored = ['**/node_modules/**', '**/build/**', 'apps/storefront/e2e/**'];

/**
 * unit: pure and fast. integration: the API and the loader on a database of their own per test,
 * on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. redis: what talks to a real
 * Redis, when TEST_REDIS_URL names one (CI: the machine's, at 127.0.0.1:6379). faults, with
 * TEST_FAULTS=1: PostgreSQL and Redis restarted and the engine killed under load, each test on a
 * private cluster and redis-server of its own (testing/private-postgres.ts), one file at a time.
 */
export default defineConfig({
  test: {
    // In CI each run also writes a JSON report that .ci/summarize.mjs adds up.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `reports/vitest-${process.env.npm_lifecycle_event ?? 'run'}-${process.pid}.json` },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...ignored, ...integration, ...redis, ...faults],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: integration,
          exclude: ignored,
          env: { TEST_DB_DRIVER: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'integration-postgres',
                include: integration,
                // The seed command's own test drives the embedded database in a temporary DATA_DIR.
                exclude: [...ignored, 'packages/data/src/cli/**'],
                env: { TEST_DB_DRIVER: 'postgres' },
                globalSetup: ['packages/commerce/src/testing/postgres-global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...(process.env.TEST_REDIS_URL
        ? [{ resolve: { alias }, test: { name: 'redis', include: redis, exclude: ignored, testTimeout: 30_000 } }]
        : []),
      ...(process.env.TEST_FAULTS === '1'
        ? [
            {
              resolve: { alias },
              test: {
                name: 'faults',
                include: faults,
                exclude: ignored,
                fileParallelism: false,
                testTimeout: 180_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
