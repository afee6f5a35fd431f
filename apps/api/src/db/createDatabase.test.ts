import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, migratedPgliteImage } from './createDatabase';
import { clientErrorLogs } from './schema';
import { createServerTestDatabase, testBackends } from './testDatabases';

const row = {
  site: 'cz' as const,
  status: 'unknown',
  message: 'beat failed',
  url: 'https://www.nordlys.cz/',
  userAgent: 'Mozilla/5.0',
  clientTime: new Date(1_750_000_000_000),
};

describe('createDatabase with PGlite on disk', () => {
  const tempDir = mkdtempSync(join(tmpdir(), 'pglite-'));
  const dataDir = join(tempDir, 'pglite');
  afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

  it('creates the data directory, migrates, and keeps rows across a restart', async () => {
    const first = await createDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await first.migrate();
    await first.db.insert(clientErrorLogs).values(row);
    await first.close();

    const second = await createDatabase({ dataDir });
    await second.migrate();
    const rows = await second.db.select().from(clientErrorLogs);
    await second.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...row, ipHash: null });
    // Two cold starts of a disk-backed PGlite; slow when the machine is busy.
  }, 120_000);
});

describe('createDatabase from a migrated PGlite image', () => {
  it('starts each database with every table and none of the rows of another', async () => {
    const image = await migratedPgliteImage();
    const [first, second] = await Promise.all([
      createDatabase({ dataDir: 'memory://', image }),
      createDatabase({ dataDir: 'memory://', image }),
    ]);
    try {
      await first.db.insert(clientErrorLogs).values(row);
      expect(await first.db.select().from(clientErrorLogs)).toHaveLength(1);
      expect(await second.db.select().from(clientErrorLogs)).toEqual([]);
      // Nothing left to apply: the image holds the migrations' journal too.
      await second.migrate();
      expect(await second.db.select().from(clientErrorLogs)).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});

describe.each(testBackends().filter((backend) => backend.name === 'postgres'))(
  'createDatabase on $name',
  (backend) => {
    it('migrates a fresh server database and runs again without changes', async () => {
      const { database, dispose } = await backend.open();
      try {
        expect(database.kind).toBe('postgres');
        await database.migrate();
        await database.db.insert(clientErrorLogs).values(row);
        expect(await database.db.select().from(clientErrorLogs)).toHaveLength(1);
      } finally {
        await dispose();
      }
    });

    // Two API processes started at once both migrate at start; without a lock one of them failed
    // creating a table the other had just created (duplicate key in pg_type) and exited.
    it('lets three servers started at once migrate one fresh database, each table created once', async () => {
      const serverUrl = process.env.TEST_DATABASE_URL as string;
      const empty = await createServerTestDatabase(serverUrl);
      const databases = await Promise.all([1, 2, 3].map(() => createDatabase({ url: empty.url })));
      try {
        await Promise.all(databases.map((database) => database.migrate()));
        const journal = JSON.parse(
          readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
        ) as { entries: unknown[] };
        const check = postgres(empty.url, { max: 1 });
        const [applied] = await check`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`;
        await check.end();
        expect(applied?.count).toBe(journal.entries.length);
        const [database] = databases as [Database];
        await database.db.insert(clientErrorLogs).values(row);
        expect(await database.db.select().from(clientErrorLogs)).toHaveLength(1);
      } finally {
        await Promise.all(databases.map((database) => database.close()));
        await empty.drop();
      }
    });
  },
);
