import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDatabase, type Database, migratedPgliteImage } from './createDatabase';

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

/**
 * A migrated PGlite data directory, made once per test worker (a worker's files share their
 * modules) and copied by every PGlite database the worker opens. Each new cluster's `initdb` took
 * 2-3 s: 58 of the API suite's 82 s on PGlite, which now takes 39 s.
 */
let pgliteImage: Promise<Blob> | undefined;

/**
 * The databases a suite runs against: in-memory PGlite always, and a real Postgres server when
 * `TEST_DATABASE_URL` is set. Each open() gives a fresh, migrated database, so suites and files
 * never see each other's rows: a PGlite one starts from a copy of a migrated image, a Postgres one
 * is created beside the given database and dropped after.
 */
export function testBackends(env: Record<string, string | undefined> = process.env): TestBackend[] {
  const backends: TestBackend[] = [
    {
      name: 'pglite',
      async open() {
        pgliteImage ??= migratedPgliteImage();
        const database = await createDatabase({ dataDir: 'memory://', image: await pgliteImage });
        return { database, dispose: () => database.close() };
      },
    },
  ];
  const serverUrl = env.TEST_DATABASE_URL;
  if (serverUrl) {
    backends.push({
      name: 'postgres',
      async open() {
        const empty = await createServerTestDatabase(serverUrl);
        const database = await createDatabase({ url: empty.url });
        await database.migrate();
        return {
          database,
          async dispose() {
            await database.close();
            await empty.drop();
          },
        };
      },
    });
  }
  return backends;
}

export interface ServerTestDatabase {
  /** The URL of the new, empty database: no tables, no migrations run. */
  url: string;
  /** Drops the database, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

/** Creates an empty database beside the one `serverUrl` names, on the same Postgres server. */
export async function createServerTestDatabase(serverUrl: string): Promise<ServerTestDatabase> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
