import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type: written by to_tsvector() (indexer or generated column), never read. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
