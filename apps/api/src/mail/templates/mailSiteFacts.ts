import type { BankAccount, Website } from '@shop/config';
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

/** The parts of a website config the mails read. */
export type MailWebsite = Pick<
  Website,
  'site' | 'lang' | 'domain' | 'productName' | 'company' | 'contact' | 'paths' | 'bankAccount'
>;

/** A site's mail facts from its website config, with `origin` as the base of the mails' links. */
export function mailSiteFromWebsite(website: MailWebsite, origin: string): MailSite {
  return {
    site: website.site,
    lang: website.lang,
    origin,
    domain: website.domain,
    productName: website.productName,
    company: website.company,
    contactEmail: website.contact.email,
    conditionsPath: website.paths.conditions,
    bankAccount: website.bankAccount,
  };
}

export function termsUrlOf(site: MailSite): string {
  return `${site.origin}${site.conditionsPath}/terms`;
}

/** SPEC: `/dodatecna-platba-kartou/{id}` on both sites, the page that pays an unpaid card order. */
export function payAgainUrlOf(site: MailSite, orderId: string): string {
  return `${site.origin}/dodatecna-platba-kartou/${orderId}`;
}
