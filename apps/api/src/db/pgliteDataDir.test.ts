import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './createDatabase';
import { initialisePgliteDataDir, isInitialisedDataDir } from './pgliteDataDir';

const root = mkdtempSync(join(tmpdir(), 'pglite-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a PGlite data directory', () => {
  it('is initialised in a child process, and a second call leaves it as it is', async () => {
    const dataDir = join(root, 'fresh');
    expect(isInitialisedDataDir(dataDir)).toBe(false);
    await initialisePgliteDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    const version = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8');
    await initialisePgliteDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe(version);
  }, 60_000);

  it('opens as the database with the small page cache, migrated, and keeps its rows across opens', async () => {
    const dataDir = join(root, 'opened');
    const first = await createDatabase({ dataDir });
    expect(isInitialisedDataDir(dataDir)).toBe(true);
    await first.migrate();
    const settings = await first.db.execute<{ shared_buffers: string }>('show shared_buffers');
    expect(JSON.stringify(settings)).toContain('16MB');
    await first.db.execute('create table kept (note text)');
    await first.db.execute("insert into kept values ('still here')");
    await first.close();
    const again = await createDatabase({ dataDir });
    expect(JSON.stringify(await again.db.execute('select note from kept'))).toContain('still here');
    expect(await again.isReachable(1000)).toBe(true);
    await again.close();
  }, 60_000);
});
