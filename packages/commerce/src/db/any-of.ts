import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = ANY($1::text[])`: one array parameter instead of an `IN (…)` list of hundreds of
 * placeholders, which is cheaper to build, to send and to plan on both drivers.
 */
export function anyOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} = ANY(${sql.param([...values])}::text[])`;
}
