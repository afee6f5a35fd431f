// Starts the API server (it serves both sites) on a throwaway data directory and stops it again.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnGopayEmulator } from '@shop/gopay-emulator/spawn';

async function isHealthy(origin) {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Runs `node <serverEntry>` with SK_PORT, CZ_PORT and a fresh DATA_DIR, resolving once both
 * sites answer `/api/health`. `stop()` ends the server and deletes the data directory. `env`
 * adds variables of the server's own (e.g. TRUST_PROXY for a load test). `pid` and `dataDir` let
 * a measurement read the server's CPU time and what it stored. Card payments go to a GoPay
 * emulator started with it on `gopay.port` (SK_PORT + 90 by default) and stopped with it.
 */
export async function startApiServer({
  serverEntry,
  skPort,
  czPort,
  timeoutMs = 60_000,
  env = {},
  gopay = {},
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  // Card payments through the GoPay emulator on its own port (`gopay: false`: card off);
  // `gopay.env` sets its GOPAY_EMULATOR_* switches.
  const emulator =
    gopay === false
      ? undefined
      : await spawnGopayEmulator({
          port: gopay.port ?? skPort + 90,
          env: gopay.env ?? {},
          stdio: 'ignore',
        });
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      ...(emulator?.shopEnv ?? {}),
      ...env,
      DATA_DIR: dataDir,
      SK_PORT: String(skPort),
      CZ_PORT: String(czPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origins = { sk: `http://127.0.0.1:${skPort}`, cz: `http://127.0.0.1:${czPort}` };

  /** `keepData`: the data directory stays for the caller to read and delete. */
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await emulator?.stop();
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!((await isHealthy(origins.sk)) && (await isHealthy(origins.cz)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The API server did not become healthy on ports ${skPort} and ${czPort}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origins, stop, pid: child.pid, dataDir, gopayUrl: emulator?.url };
}
