import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * What Drizzle asks PGlite to parse with every query: date and time values stay text, for its
 * column mappers to turn into dates.
 */
export const drizzleParsers: NonNullable<QueryOptions['parsers']> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  // numeric[], timestamp[], timestamptz[], interval[], date[]
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

const setOnce = new Set(Object.keys(drizzleParsers));

/** The options without their parsers when those are among the ones the client already has. */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((type) => setOnce.has(type))) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

function bound<T extends object>(target: T, property: string | symbol): unknown {
  const value = Reflect.get(target, property, target);
  return typeof value === 'function' ? value.bind(target) : value;
}

function transactionWithoutParsers(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, withoutParsers(options));
      }
      return bound(target, property);
    },
  });
}

/**
 * The client to give Drizzle, over a started PGlite that is given `drizzleParsers` as its own
 * parsers: its queries drop the parsers Drizzle passes with each of them when they are among those. PGlite merges per-query parsers
 * into its whole table of type parsers on every query, which cost more than a small statement's
 * execution; with the parsers set once the results are the same.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  // After start-up: PGlite then replaces the parsers of array types with its own array parsers.
  Object.assign(client.parsers, drizzleParsers);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, withoutParsers(options));
      }
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(transactionWithoutParsers(tx)));
      }
      return bound(target, property);
    },
  });
}
