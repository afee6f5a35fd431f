import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './createDatabase';
import { clientErrorLogs } from './schema';
import { testBackends } from './testDatabases';

const row = {
  site: 'cz' as const,
  status: 'unknown',
  message: 'beat failed',
  url: 'https://www.nordlys.cz/',
  userAgent: 'Mozilla/5.0',
  clientTime: new Date(1_750_000_000_000),
};

describe('createDatabase with PGlite on disk', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'pglite-')), 'pglite');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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
  },
);
