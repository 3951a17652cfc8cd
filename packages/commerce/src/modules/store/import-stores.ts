import { count } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { parseImportRow } from '../../import-row.js';
import { stores } from './schema.js';
import { announceChange } from '../../events/changes.js';
import { sanitizeLocalizedStoreHours } from './store-hours.js';

/** A store as a data file or content tool delivers it; hours are raw HTML, sanitised here. */
export const StoreInput = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be lower-case letters, digits and dashes'),
    name: z.string().trim().min(1).max(200),
    inventoryId: z.string().trim().min(1).max(100),
    address1: z.string().trim().min(1).max(200),
    city: z.string().trim().min(1).max(100),
    stateCode: z.string().trim().min(1).max(10),
    postalCode: z.string().trim().min(1).max(20),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code'),
    phone: z.string().trim().min(1).max(40),
    email: z.email().optional(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    storeHours: z.object({ en: z.string().max(20_000), fr: z.string().max(20_000).optional() }).strict(),
  })
  .strict();
export type StoreInput = z.input<typeof StoreInput>;

/**
 * The one way stores get in: each is validated and its hours sanitised, then all are inserted
 * in one statement. Existing ids are left as they are, so importing the same file twice is harmless.
 * Returns how many stores were new.
 */
export async function importStores(db: Database, inputs: readonly StoreInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = inputs.map((input, index) => {
    const store = parseImportRow(StoreInput, input, `Store #${index} (${String(input.id)})`);
    return { ...store, email: store.email ?? null, storeHours: sanitizeLocalizedStoreHours(store.storeHours) };
  });
  const inserted = await db
    .insert(stores)
    .values(rows)
    .onConflictDoNothing({ target: stores.id })
    .returning({ id: stores.id });
  await announceChange(db, 'stores');
  return inserted.length;
}

export async function countStores(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(stores);
  return row?.total ?? 0;
}
