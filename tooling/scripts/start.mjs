// `pnpm start`: builds whatever is stale (turbo replays cached builds), then runs the API server,
// which migrates the database and serves SK on :3000 and CZ on :3001 (SK_PORT / CZ_PORT override).
// Card payments go to the GoPay emulator, started as a process of its own on :3090
// (GOPAY_EMULATOR_PORT), unless GOPAY_API_URL names a GoPay (with GOPAY_GOID, GOPAY_CLIENT_ID and
// GOPAY_CLIENT_SECRET): then the shop pays there and no emulator runs.
// Mails go to a local maildev (its web page is printed) unless SMTP_URL names a server.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnGopayEmulator } from '@shop/gopay-emulator/spawn';
import { startMailCatcher } from './mailCatcher.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const turbo = join(root, 'node_modules/.bin/turbo');

const built = spawnSync(
  turbo,
  [
    'run',
    'build',
    '--filter=@shop/app-sk',
    '--filter=@shop/app-cz',
    '--filter=@shop/api',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) {
  console.error('Build failed; not starting the server.');
  process.exit(built.status ?? 1);
}

const gopay = process.env.GOPAY_API_URL
  ? undefined
  : await spawnGopayEmulator({ port: Number(process.env.GOPAY_EMULATOR_PORT ?? 3090) });
if (gopay) console.log(`Card payments go to the GoPay emulator on ${gopay.url}: nothing is charged.`);
const mailCatcher = await startMailCatcher();
if (mailCatcher.webUrl) console.log(`Mails sent by the shop: ${mailCatcher.webUrl} (maildev)`);
else console.log(`Mails go to SMTP_URL (${new URL(process.env.SMTP_URL).host})`);

const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...mailCatcher.env, ...(gopay?.shopEnv ?? {}) },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', async (code, signal) => {
  await gopay?.stop();
  if (!signal) process.exit(code ?? 0);
  // Die of the same signal, so whoever started `pnpm start` sees how it ended.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
