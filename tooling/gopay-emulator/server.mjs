#!/usr/bin/env node
// The GoPay emulator as a process of its own: `node tooling/gopay-emulator/server.mjs`.
// GOPAY_EMULATOR_PORT (3090), GOPAY_EMULATOR_HOST (127.0.0.1), the account it accepts
// (GOPAY_GOID, GOPAY_CLIENT_ID, GOPAY_CLIENT_SECRET) and the GOPAY_EMULATOR_* switches of README.md.
import { createGopayEmulator, emulatorLabel, emulatorSwitchesFromEnv } from './index.mjs';
import { serveHandler } from './serve.mjs';

const env = process.env;
const port = Number(env.GOPAY_EMULATOR_PORT ?? 3090);
const host = env.GOPAY_EMULATOR_HOST ?? '127.0.0.1';
const emulator = createGopayEmulator({
  ...emulatorSwitchesFromEnv(env),
  publicUrl: env.GOPAY_EMULATOR_PUBLIC_URL ?? `http://${host}:${port}`,
  goid: env.GOPAY_GOID,
  clientId: env.GOPAY_CLIENT_ID,
  clientSecret: env.GOPAY_CLIENT_SECRET,
});
// Pending payments time out (GOPAY_EMULATOR_TIMEOUT_S) and are notified without a call.
setInterval(() => emulator.sweep(), 1000).unref();
const server = await serveHandler(emulator.handle, { port, host });
console.log(`${emulatorLabel}: listening on http://${host}:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
