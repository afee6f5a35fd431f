/**
 * Fields of a database error that name what failed without quoting any value: the SQLSTATE code
 * and the schema objects (PGlite's names, then postgres.js's). `detail` (`Failing row contains
 * (…)`, `Key (email)=(…)`), `where` and `hint` are left out, as they carry the row's values.
 */
const databaseFields = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'schema_name',
  'table_name',
  'column_name',
  'data_type_name',
  'constraint_name',
] as const;

/** How many causes deep an error is followed. */
const MAX_CAUSES = 3;

/**
 * Postgres and JSON.parse quote the values they complain about in double quotes (`invalid input
 * syntax for type uuid: "…"`); identifiers are kept in the fields above.
 */
const withoutQuotedValues = (message: string) => message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');

/** The stack's frames without its first lines, which repeat the message. */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * The SQL of Drizzle's `DrizzleQueryError`, whose message lists every parameter of the failed
 * query after it. (PGlite's own error carries the query and parameters too, but as fields.)
 */
function failedQueryOf(error: Error): string | undefined {
  const { query } = error as { query?: unknown };
  return typeof query === 'string' && error.message.startsWith('Failed query: ') ? query : undefined;
}

/**
 * An error as a log line may show it: its kind, a message without the values it quotes, the
 * database's code and the table, column or constraint involved, the failed query's SQL without
 * its parameters, the stack frames, and its cause the same way. Shoppers' names, e-mails, phones,
 * birth dates, addresses and messages reach errors only as values (query parameters, a failing
 * row, a quoted input), so none of them is written.
 */
export function errorForLog(error: Error, depth = 0): Record<string, unknown> {
  const query = failedQueryOf(error);
  const name = error.name === 'Error' ? error.constructor.name : error.name;
  const entry: Record<string, unknown> = {
    name,
    message: query === undefined ? withoutQuotedValues(error.message) : `Failed query: ${query}`,
  };
  for (const field of databaseFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') entry[field] = value;
  }
  entry.stack = framesOf(error.stack);
  // A cause that is not an error (any value can be thrown) is left out: it could be anything.
  if (error.cause instanceof Error && depth < MAX_CAUSES) entry.cause = errorForLog(error.cause, depth + 1);
  return entry;
}
