import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './createDatabase';

export interface RecordsetInsertOptions {
  /**
   * Skips rows that break a unique constraint, as `ON CONFLICT DO NOTHING`; given database
   * column names, only rows that break the unique index on those columns.
   */
  onConflictDoNothing?: boolean | readonly string[];
  /** Database column names to return for each inserted row. */
  returning?: readonly string[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The type a recordset column is declared with: a serial column takes a plain integer value. */
function recordType(sqlType: string): string {
  if (sqlType === 'bigserial') return 'bigint';
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'smallserial') return 'smallint';
  return sqlType;
}

function recordValue(value: unknown, sqlType: string): unknown {
  if (value instanceof Date) return value.toISOString();
  // A JSON column takes the value itself; any other object is stored as its JSON text.
  if (value !== null && typeof value === 'object' && !sqlType.startsWith('json'))
    return JSON.stringify(value);
  return value;
}

/**
 * An INSERT of many rows that sends them as one JSON parameter read by `jsonb_to_recordset`,
 * instead of one parameter per value: the statement text stays the same for any number of rows,
 * and the database parses one value instead of thousands. Rows use the table's property names,
 * like Drizzle's `insert().values()`; a column no row gives is left to its default, and every
 * row should give the same columns (a row without one stores null there).
 */
export function recordsetInsert<Table extends PgTable>(
  table: Table,
  rows: readonly Table['$inferInsert'][],
  options: RecordsetInsertOptions = {},
): SQL {
  const columns = Object.entries(getTableColumns(table)).filter(([property]) =>
    rows.some((row) => (row as Record<string, unknown>)[property] !== undefined),
  );
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [property, column] of columns) {
      const value = (row as Record<string, unknown>)[property];
      record[column.name] = value === undefined ? null : recordValue(value, column.getSQLType());
    }
    return record;
  });
  const names = columns.map(([, column]) => quoted(column.name)).join(', ');
  const declared = columns
    .map(([, column]) => `${quoted(column.name)} ${recordType(column.getSQLType())}`)
    .join(', ');
  const target = options.onConflictDoNothing;
  const conflict = !target
    ? ''
    : target === true
      ? ' on conflict do nothing'
      : ` on conflict (${target.map(quoted).join(', ')}) do nothing`;
  const returning = options.returning?.length ? ` returning ${options.returning.map(quoted).join(', ')}` : '';
  return sql`${sql.raw(`insert into ${quoted(getTableName(table))} (${names}) select ${names} from jsonb_to_recordset(`)}${JSON.stringify(records)}${sql.raw(`::jsonb) as r(${declared})${conflict}${returning}`)}`;
}

type Executor = Pick<Db, 'execute'>;

/** Runs a raw statement and answers its rows, whichever driver runs it. */
export async function queryRows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  // postgres.js answers an array of rows, PGlite an object holding them.
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}
