import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Anything that runs a query: the database or an open transaction. */
export type Executor = { execute(query: SQL): Promise<unknown> };

/**
 * Inserts rows with one statement and one parameter:
 *   INSERT INTO t (cols) SELECT cols FROM json_populate_recordset(NULL::t, $1::json)
 * It works the same on PGlite and node-postgres, has no 65,535-parameter ceiling, and lets
 * the server parse a few megabytes of JSON instead of binding thousands of values.
 * Columns absent from every row are left out of the column list so their defaults apply.
 */
export async function bulkInsert(
  executor: Executor,
  table: PgTable,
  rows: ReadonlyArray<object>,
  options: { onConflictDoNothing?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  // Keys become the SQL column names json_populate_recordset matches on.
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      if (value !== undefined) record[column.name] = value;
    }
    return record;
  });
  const tableName = sql.identifier(getTableName(table));
  const columnList = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const conflict = options.onConflictDoNothing ? sql` ON CONFLICT DO NOTHING` : sql``;
  await executor.execute(
    sql`INSERT INTO ${tableName} (${columnList}) SELECT ${columnList} FROM json_populate_recordset(NULL::${tableName}, ${JSON.stringify(records)}::json)${conflict}`,
  );
}
