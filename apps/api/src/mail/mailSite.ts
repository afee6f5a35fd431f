import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BankAccount, websiteSchema } from '@shop/config';
import type { Site } from '@shop/contracts';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';

/** What the e-mails of one site say about the shop and where their links lead. */
export interface MailSite {
  site: Site;
  lang: Locale;
  /** Where shoppers reach the site; the mails' links start with it. */
  origin: string;
  domain: string;
  productName: string;
  company: {
    name: string;
    street: string;
    city: string;
    zip: string;
    country: string;
    registrationId: string;
    taxId: string;
  };
  contactEmail: string;
  /** The conditions section, e.g. `/podmienky`; its terms are `{conditionsPath}/terms`. */
  conditionsPath: string;
  bankAccount: BankAccount;
}

const mailSiteFields = z.object({
  lang: websiteSchema.shape.lang,
  domain: websiteSchema.shape.domain,
  productName: websiteSchema.shape.productName,
  company: websiteSchema.shape.company,
  contact: websiteSchema.shape.contact,
  paths: websiteSchema.shape.paths,
  bankAccount: websiteSchema.shape.bankAccount,
});

/**
 * The mail facts of a built site (`dist/website.json`), with `origin` as the base of its links;
 * undefined without a build. Throws for a file that holds no valid config: the build checked it.
 */
export function mailSiteOf(site: Site, distDir: string, origin: string): MailSite | undefined {
  const file = join(distDir, 'website.json');
  if (!existsSync(file)) return undefined;
  const parsed = mailSiteFields.parse(JSON.parse(readFileSync(file, 'utf8')));
  return {
    site,
    lang: parsed.lang,
    origin,
    domain: parsed.domain,
    productName: parsed.productName,
    company: parsed.company,
    contactEmail: parsed.contact.email,
    conditionsPath: parsed.paths.conditions,
    bankAccount: parsed.bankAccount,
  };
}

export function termsUrlOf(site: MailSite): string {
  return `${site.origin}${site.conditionsPath}/terms`;
}

/** SPEC: `/dodatecna-platba-kartou/{id}` on both sites, the page that pays an unpaid card order. */
export function payAgainUrlOf(site: MailSite, orderId: string): string {
  return `${site.origin}/dodatecna-platba-kartou/${orderId}`;
}
