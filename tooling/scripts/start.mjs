// `pnpm start`: builds whatever is stale (turbo replays cached builds), then runs the API server,
// which migrates the database and serves SK on :3000 and CZ on :3001 (SK_PORT / CZ_PORT override).
// Card payments go to the sandbox gateway unless PAYMENT_SANDBOX says otherwise (`0`: card off).
// Mails go to a local maildev (its web page is printed) unless SMTP_URL names a server.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

const mailCatcher = await startMailCatcher();
if (mailCatcher.webUrl) console.log(`Mails sent by the shop: ${mailCatcher.webUrl} (maildev)`);
else console.log(`Mails go to SMTP_URL (${new URL(process.env.SMTP_URL).host})`);

const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...mailCatcher.env, PAYMENT_SANDBOX: process.env.PAYMENT_SANDBOX ?? '1' },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  if (!signal) process.exit(code ?? 0);
  // Die of the same signal, so whoever started `pnpm start` sees how it ended.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
