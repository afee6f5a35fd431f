import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Settings of the embedded PostgreSQL (written to its postgresql.conf at each start).
 * `shared_buffers` is PostgreSQL's page cache inside PGlite's WebAssembly memory: at the server's
 * default of 128 MB it filled to most of that under load, which is ~120 MB of RSS for a shop
 * database of a few MB whose files the operating system caches anyway. 16 MB holds it.
 */
export const pgliteServerSettings = ['shared_buffers = 16MB'];

/** Whether `dataDir` holds a PostgreSQL cluster already (`initdb` ran there). */
export function isInitialisedDataDir(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Creates the PostgreSQL cluster of a new PGlite data directory in a short-lived child process.
 * PGlite runs `initdb` as a second WebAssembly instance of its own; run in the server's process,
 * the memory it took was never given back (about 450 MB: 800 MB RSS at the first start against
 * 350 MB at any later one), so the server now opens a directory that is already initialised.
 */
export async function initialisePgliteDataDir(dataDir: string): Promise<void> {
  if (isInitialisedDataDir(dataDir)) return;
  // `require.resolve` finds the CommonJS entry (dist/index.cjs); its ES module twin sits beside it.
  const entry = createRequire(import.meta.url)
    .resolve('@electric-sql/pglite')
    .replace(/\.cjs$/, '.js');
  const moduleUrl = pathToFileURL(entry).href;
  const script = [
    `const { PGlite } = await import(${JSON.stringify(moduleUrl)});`,
    `const db = new PGlite(${JSON.stringify(dataDir)});`,
    'await db.waitReady;',
    'await db.close();',
  ].join('\n');
  await run(process.execPath, ['--input-type=module', '--eval', script], { maxBuffer: 16 * 1024 * 1024 });
  if (!isInitialisedDataDir(dataDir)) throw new Error(`initdb did not initialise ${dataDir}`);
}
