import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from './db/createDatabase';
import { findUp } from './findUp';
import { failedMails, resendMail } from './mail/failedMails';
import { markBankTransferPaid } from './mail/markBankTransferPaid';
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
const [command, argument] = process.argv.slice(2);

const usage = 'usage: mail:failed | mail:resend <id> | order:mark-paid <order number, e.g. SK-0000123>';
if (
  !command ||
  !['mail:failed', 'mail:resend', 'order:mark-paid'].includes(command) ||
  (command !== 'mail:failed' && !argument)
) {
  console.error(usage);
  process.exit(2);
}

const database = await createDatabase(
  env.databaseUrl ? { url: env.databaseUrl } : { dataDir: join(env.dataDir, 'pglite') },
);
let exitCode = 0;
try {
  await database.migrate();
  if (command === 'mail:failed') {
    const rows = await failedMails(database.db);
    if (rows.length === 0) console.log('No failed mails.');
    for (const row of rows) {
      console.log(
        `${row.id}  ${row.createdAt.toISOString()}  ${row.site}  ${row.kind}  to ${row.recipient}  after ${row.attempts} tries: ${row.lastError ?? ''}`,
      );
    }
  } else if (command === 'mail:resend') {
    if (await resendMail(database.db, argument!)) console.log(`Mail ${argument} is queued again.`);
    else {
      console.error(`No mail ${argument}.`);
      exitCode = 1;
    }
  } else {
    const result = await markBankTransferPaid(database.db, argument!);
    if (result.ok) console.log(`${result.orderNumber} is marked paid; the payment-received mail is queued.`);
    else {
      console.error(result.message);
      exitCode = 1;
    }
  }
} finally {
  await database.close();
}
process.exit(exitCode);
