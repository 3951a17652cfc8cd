import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `column = ANY($1::uuid[])`: db/any-of.ts's one array parameter, for the uuid columns of content items. */
export function anyUuid(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = ANY(${sql.param([...ids])}::uuid[])`;
}
