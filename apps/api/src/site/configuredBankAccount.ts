import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BankAccount, siteBankAccountSchema } from '@shop/config';
import { z } from 'zod';

export type ConfiguredBankAccount =
  | { ok: true; bankAccount: BankAccount }
  | {
      ok: false;
      /** `missing`: no `website.json` (the site is not built); `invalid`: no valid account in it. */
      error: 'missing' | 'invalid';
      /** What is wrong, for the log. */
      detail: string;
    };

/**
 * The account bank transfers go to, as the site's built config names it (`bankAccount` of
 * `dist/website.json`), for the order e-mail. The file was checked when the site was built; it is
 * checked again because an e-mail with a wrong account cannot be called back. A sender must decide
 * what to do without one, so the answer says why there is none.
 */
export function configuredBankAccount(distDir: string): ConfiguredBankAccount {
  const file = join(distDir, 'website.json');
  if (!existsSync(file)) return { ok: false, error: 'missing', detail: `${file} does not exist` };
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { ok: false, error: 'invalid', detail: `${file}: ${(error as Error).message}` };
  }
  const parsed = siteBankAccountSchema.safeParse(content);
  if (!parsed.success)
    return { ok: false, error: 'invalid', detail: `${file}: ${z.prettifyError(parsed.error)}` };
  return { ok: true, bankAccount: parsed.data.bankAccount };
}
