import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from './db/createDatabase';
import { findUp } from './findUp';
import { operatorCommandOf, operatorUsage, runOperatorCommand } from './operatorCommands';
import { readServerEnv } from './serverEnv';

/**
 * Operator commands on the shop's database (`DATABASE_URL`, or the PGlite directory of
 * `DATA_DIR`; PGlite only while no server runs on it):
 *   mail:failed                  lists the mails SMTP refused for good
 *   mail:resend <id>             queues one again
 *   order:mark-paid <number>     marks a bank-transfer order paid and mails the shopper
 */
const repoRoot = findUp(dirname(fileURLToPath(import.meta.url)), 'pnpm-workspace.yaml') ?? process.cwd();
const env = readServerEnv({ ...process.env, NODE_ENV: undefined }, repoRoot);
const command = operatorCommandOf(process.argv.slice(2));
if (!command) {
  console.error(operatorUsage);
  process.exit(2);
}

const database = await createDatabase(
  env.databaseUrl ? { url: env.databaseUrl } : { dataDir: join(env.dataDir, 'pglite') },
);
let exitCode = 1;
try {
  await database.migrate();
  exitCode = await runOperatorCommand(database.db, command, console);
} finally {
  await database.close();
}
process.exit(exitCode);
