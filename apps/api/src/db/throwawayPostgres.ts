import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The directory holding `initdb` and `pg_ctl`: the `PATH`'s, else the newest Debian package's. */
export function postgresBinDir(env: Record<string, string | undefined> = process.env): string | undefined {
  for (const dir of (env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb'))) return dir;
  }
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian)
    .filter((name) => existsSync(join(debian, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(debian, versions[0], 'bin') : undefined;
}

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the server (`pg_ctl stop -m fast`: sessions are ended with 57P01, as in a restart). */
  stop(): Promise<void>;
  /** Starts it again and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its data directory. */
  dispose(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own in a temporary directory on `port`, for tests and benches that
 * stop and start the server (the shared test cluster must keep running for everyone else). As
 * root the cluster belongs to the `postgres` user, since PostgreSQL refuses to run as root.
 * Durability is off (`fsync`, `synchronous_commit`): what is measured is the API, not the disk.
 */
export async function startThrowawayPostgres(port: number, binDir: string): Promise<ThrowawayPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'pg-outage-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(root, ...postgresIds());
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args])
      : run(join(binDir, tool), args);
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = async () => {
    await pg('pg_ctl', ['start', '-w', '-t', '30', '-D', dataDir, '-l', join(root, 'log'), '-o', options]);
  };
  const stop = async () => {
    await pg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async dispose() {
      await stop().catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function postgresIds(): [number, number] {
  const passwd = readFileSync('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error("Running as root needs a 'postgres' user to own the cluster");
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
