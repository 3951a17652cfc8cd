import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.js';

/** A text[] of bound parameters (Drizzle would otherwise spread an array into a row). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Rows of a raw statement: both drivers answer `{ rows }`. */
export async function rows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
