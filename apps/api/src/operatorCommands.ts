import type { Db } from './db/createDatabase';
import { failedMails, resendMail } from './mail/failedMails';
import { mailOnPaymentChange } from './mail/paymentMails';
import { markBankTransferPaid } from './payments/markBankTransferPaid';

export type OperatorCommand =
  | { name: 'mail:failed' }
  | { name: 'mail:resend'; id: string }
  | { name: 'order:mark-paid'; orderNumber: string };

export const operatorUsage =
  'usage: mail:failed | mail:resend <id> | order:mark-paid <order number, e.g. SK-0000123>';

/** The command the arguments name, or undefined when they name none (print the usage, exit 2). */
export function operatorCommandOf(args: readonly string[]): OperatorCommand | undefined {
  const [name, argument] = args;
  if (name === 'mail:failed') return { name };
  if (!argument) return undefined;
  if (name === 'mail:resend') return { name, id: argument };
  if (name === 'order:mark-paid') return { name, orderNumber: argument };
  return undefined;
}

export interface OperatorOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Runs one operator command on the shop's database and answers its exit code: 0 done, 1 refused
 * (an unknown mail, an order that cannot be marked paid), with the reason on `error`. Marking paid
 * uses the server's own payment hook, so the payment-received mail is queued exactly as for a card.
 */
export async function runOperatorCommand(
  db: Db,
  command: OperatorCommand,
  out: OperatorOutput,
): Promise<number> {
  if (command.name === 'mail:failed') {
    const rows = await failedMails(db);
    if (rows.length === 0) out.log('No failed mails.');
    for (const row of rows) {
      out.log(
        `${row.id}  ${row.createdAt.toISOString()}  ${row.site}  ${row.kind}  to ${row.recipient}  after ${row.attempts} tries: ${row.lastError ?? ''}`,
      );
    }
    return 0;
  }
  if (command.name === 'mail:resend') {
    if (await resendMail(db, command.id)) {
      out.log(`Mail ${command.id} is queued again.`);
      return 0;
    }
    out.error(`No mail ${command.id}.`);
    return 1;
  }
  const result = await markBankTransferPaid(db, command.orderNumber, mailOnPaymentChange);
  if (!result.ok) {
    out.error(result.message);
    return 1;
  }
  out.log(`${result.orderNumber} is marked paid; the payment-received mail is queued.`);
  return 0;
}
