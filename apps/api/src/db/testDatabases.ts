import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDatabase, type Database } from './createDatabase';

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

/**
 * The databases a suite runs against: in-memory PGlite always, and a real Postgres server when
 * `TEST_DATABASE_URL` is set. Each open() migrates a fresh database, so suites and files never
 * see each other's rows; a Postgres one is created beside the given database and dropped after.
 */
export function testBackends(env: Record<string, string | undefined> = process.env): TestBackend[] {
  const backends: TestBackend[] = [
    {
      name: 'pglite',
      async open() {
        const database = await createDatabase({ dataDir: 'memory://' });
        await database.migrate();
        return { database, dispose: () => database.close() };
      },
    },
  ];
  const serverUrl = env.TEST_DATABASE_URL;
  if (serverUrl) {
    backends.push({
      name: 'postgres',
      async open() {
        const name = `shop_test_${randomBytes(6).toString('hex')}`;
        const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`CREATE DATABASE "${name}"`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const database = await createDatabase({ url: url.href });
        await database.migrate();
        return {
          database,
          async dispose() {
            await database.close();
            await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
            await admin.end();
          },
        };
      },
    });
  }
  return backends;
}
