import type { BankAccount } from '@shop/config';
import type { Site } from '@shop/contracts';
import type { Locale } from '@shop/i18n';

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

export function termsUrlOf(site: MailSite): string {
  return `${site.origin}${site.conditionsPath}/terms`;
}

/** SPEC: `/dodatecna-platba-kartou/{id}` on both sites, the page that pays an unpaid card order. */
export function payAgainUrlOf(site: MailSite, orderId: string): string {
  return `${site.origin}/dodatecna-platba-kartou/${orderId}`;
}
