/** Test helpers that need the demo catalogue: the API on the small test catalogue, a seeded private cluster. */
export { createTestApi, TEST_CATALOGUE, type TestApi } from './test-api.js';
export { startSeededPostgres } from './seeded-postgres.js';
export { apiCountingTextReads } from './counting-text-reads.js';
