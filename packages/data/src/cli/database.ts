import type { DatabaseOptions } from '../load/commerce.js';

/** Where the data goes, without the credentials a DATABASE_URL may carry. */
export function describeDatabase(options: DatabaseOptions): string {
  if (options.driver === 'pglite') return `PGlite at ${options.dataDir ?? 'memory'}`;
  try {
    const url = new URL(options.url);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
