import { dropTestDatabases } from './test-database.js';

/** Leaves no test database behind on the shared PostgreSQL, even after a crashed run. */
export async function setup() {
  process.env.TEST_DB_DRIVER = 'postgres';
  await dropTestDatabases();
  return async () => {
    await dropTestDatabases();
  };
}
