// Starts the emulator as a process of its own (as `pnpm start`, `pnpm dev`, the e2e server and
// the bench run it) and answers the GOPAY_* settings that point the shop at it.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverScript = join(dirname(fileURLToPath(import.meta.url)), 'server.mjs');

/** The account the emulator takes and the shop is given: nothing real. */
export const emulatorAccount = {
  GOPAY_GOID: '8000000001',
  GOPAY_CLIENT_ID: 'emulator-client',
  GOPAY_CLIENT_SECRET: 'emulator-secret',
};

/**
 * Spawns `server.mjs` on `port` and resolves once it listens. `env` passes the
 * GOPAY_EMULATOR_* switches. `shopEnv` is what the shop's server needs; `stop()` ends it.
 */
export async function spawnGopayEmulator({ port, host = '127.0.0.1', env = {}, stdio = 'inherit' }) {
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      ...env,
      ...emulatorAccount,
      GOPAY_EMULATOR_PORT: String(port),
      GOPAY_EMULATOR_HOST: host,
    },
    stdio: ['ignore', 'pipe', stdio === 'inherit' ? 'inherit' : 'ignore'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      if (stdio === 'inherit') process.stdout.write(chunk);
      seen += chunk;
      if (seen.includes('listening on')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`The GoPay emulator ended (${code}) before it listened on ${port}`)),
    );
  });
  const url = `http://${host}:${port}`;
  return {
    url,
    pid: child.pid,
    shopEnv: { GOPAY_API_URL: url, ...emulatorAccount },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
