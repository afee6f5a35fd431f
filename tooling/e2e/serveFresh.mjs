// Runs the API server (which also serves both sites) on a throwaway database, so every e2e run
// starts from the same empty state and never touches a developer's `.data/`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnGopayEmulator } from '@shop/gopay-emulator/spawn';
import { startMailCatcher } from '../scripts/mailCatcher.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const serverEntry = join(here, '../../apps/api/dist/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const skPort = process.env.SK_PORT ?? '3000';
const czPort = process.env.CZ_PORT ?? '3001';

// Card payments go to the GoPay emulator, a process of its own next to the sites' ports.
const gopay = await spawnGopayEmulator({
  port: Number(process.env.GOPAY_EMULATOR_PORT ?? Number(skPort) + 90),
});
// A real mail catcher (maildev): the specs read the shop's mails from its web API
// (MAILDEV_WEB_PORT, default 1080; its SMTP port MAILDEV_SMTP_PORT, default 1025).
const mailCatcher = await startMailCatcher({ ...process.env, SMTP_URL: undefined });

const server = spawn(process.execPath, [serverEntry], {
  // Request logs would drown the test output; warnings and errors still show.
  env: {
    LOG_LEVEL: 'warn',
    ...process.env,
    DATA_DIR: dataDir,
    SK_PORT: skPort,
    CZ_PORT: czPort,
    // Lets the tracking specs read back what the beat endpoint stored.
    SHOP_EVENTS_QUERY: '1',
    // Every test browser calls from the same address; the per-address budgets (orders, contact,
    // consents, code checks, ...) are tested in the API's own tests.
    RATE_LIMIT_SCALE: '1000',
    // The card payment specs pay on the GoPay emulator's page. The browsers use 127.0.0.1, so
    // GoPay's return leads there too (and the customer cookie comes with it).
    ...gopay.shopEnv,
    SK_PUBLIC_ORIGIN: `http://127.0.0.1:${skPort}`,
    CZ_PUBLIC_ORIGIN: `http://127.0.0.1:${czPort}`,
    ...mailCatcher.env,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  void mailCatcher.stop();
}

server.on('exit', async (code) => {
  await gopay.stop();
  cleanUp();
  process.exit(code ?? 1);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill('SIGTERM'));
}

async function healthy(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

// Playwright waits for this line: one URL check alone cannot cover both sites.
const deadline = Date.now() + 60_000;
while (Date.now() < deadline) {
  if ((await healthy(skPort)) && (await healthy(czPort))) {
    console.log(`e2e server ready on ${skPort} and ${czPort}`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
