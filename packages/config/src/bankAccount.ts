import { z } from 'zod';
import { czechAccountIban } from './czechAccountNumber';
import { isValidIban } from './iban';

/** Bank (4), country (2), location (2) and an optional branch (3), e.g. `TATRSKBX` or `CEKOCZPPXXX`. */
const BIC_PATTERN = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** The account shoppers who pay by bank transfer send their money to. */
export const bankAccountSchema = z
  .object({
    /**
     * The account holder as the bank knows it. At most 35 characters: the Czech QR payment
     * (SPAYD `RN`) takes no more, and a shortened name may not match the account.
     */
    recipient: z.string().trim().min(1).max(35, 'the recipient is at most 35 characters (QR Platba)'),
    iban: z
      .string()
      .refine(
        isValidIban,
        'IBANs are written without spaces, e.g. SK4711000000002614870368, and their check digits must be right',
      ),
    bic: z.string().regex(BIC_PATTERN, 'BICs are 8 or 11 capital letters and digits, e.g. TATRSKBX'),
    bankName: z.string().trim().min(1),
    /** The Czech domestic form `prefix-number/bankCode`, e.g. `19-4019273859/0300`: Czech shoppers type that. */
    domesticAccount: z.string().optional(),
  })
  // Runs even when fields above failed, so each check reads only values that parsed.
  .superRefine((account, ctx) => {
    const ibanCountry = typeof account.iban === 'string' ? account.iban.slice(0, 2) : undefined;
    const bicCountry = typeof account.bic === 'string' ? BIC_PATTERN.exec(account.bic)?.[1] : undefined;
    if (ibanCountry !== undefined && bicCountry !== undefined && bicCountry !== ibanCountry) {
      ctx.addIssue({
        code: 'custom',
        path: ['bic'],
        message: `the BIC is of a bank in ${bicCountry}, the IBAN of an account in ${ibanCountry}`,
      });
    }
    if (typeof account.domesticAccount === 'string') {
      const iban = czechAccountIban(account.domesticAccount);
      if (iban === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['domesticAccount'],
          message:
            'Czech accounts are prefix-number/bankCode with valid check digits, e.g. 19-4019273859/0300',
        });
      } else if (iban !== account.iban) {
        ctx.addIssue({
          code: 'custom',
          path: ['domesticAccount'],
          message: `the domestic account is ${iban} as an IBAN, not the configured IBAN`,
        });
      }
    }
  });

export type BankAccount = z.output<typeof bankAccountSchema>;

type Site = 'sk' | 'cz';

interface BankAccountIssue {
  path: string[];
  message: string;
}

/** What a site asks of its account beyond the account itself being valid. */
export function siteBankAccountIssues(site: Site, account: Partial<BankAccount> = {}): BankAccountIssue[] {
  const issues: BankAccountIssue[] = [];
  const country = site.toUpperCase();
  if (typeof account.iban === 'string' && !account.iban.startsWith(country)) {
    issues.push({ path: ['iban'], message: `site ${site} takes payments to an account in ${country}` });
  }
  if (site === 'cz' && account.domesticAccount === undefined) {
    issues.push({
      path: ['domesticAccount'],
      message: 'the Czech site shows the domestic account (prefix-number/bankCode) too',
    });
  }
  if (site === 'sk' && account.domesticAccount !== undefined) {
    issues.push({
      path: ['domesticAccount'],
      message: 'Slovak payments use the IBAN alone; the domestic form is for the Czech site',
    });
  }
  return issues;
}

/**
 * A site and its account, checked as the website config checks them: for readers of the built
 * config (`dist/website.json`) that need only the account.
 */
export const siteBankAccountSchema = z
  .object({ site: z.enum(['sk', 'cz']), bankAccount: bankAccountSchema })
  .superRefine(({ site, bankAccount }, ctx) => {
    for (const issue of siteBankAccountIssues(site, bankAccount)) {
      ctx.addIssue({ code: 'custom', path: ['bankAccount', ...issue.path], message: issue.message });
    }
  });
