import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPostgresServer } from './provision.mjs';

const script = fileURLToPath(new URL('./postgres-for-tests.sh', import.meta.url));

function runScript(env, ...args) {
  return spawnSync('bash', [script, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
}

/** Whether a process on 127.0.0.1 holds `port`: listening there fails then. */
function portTaken(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

describe.skipIf(!hasPostgresServer())('postgres-for-tests.sh', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pg-for-tests-'));
  // The cluster's owner (`postgres` when run as root) must reach its directory.
  chmodSync(dir, 0o755);
  const env = { PG_TEST_DIR: join(dir, 'pg') };
  const holder = createServer();

  afterAll(async () => {
    runScript(env, 'stop');
    await new Promise((resolve) => holder.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the next free port when another process holds its own, and says so in the URL', async () => {
    await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const held = holder.address().port;

    const first = runScript({ ...env, PG_TEST_PORT: String(held) });
    expect(first.status, first.stderr).toBe(0);
    const port = Number(/127\.0\.0\.1:(\d+)\/shop_test$/m.exec(first.stdout)?.[1]);
    expect(port).toBeGreaterThan(held);
    expect(await portTaken(port)).toBe(true);

    // Run again, the cluster is reused on the port it runs on, whatever PG_TEST_PORT now says.
    const again = runScript({ ...env, PG_TEST_PORT: String(held) });
    expect(again.stdout).toBe(first.stdout);
  }, 60_000);
});
