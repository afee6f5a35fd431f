import { intlLocale, type Locale } from '@shop/i18n';

/** SPEC §9: the customers figure and the year the company started. */
const CUSTOMER_COUNT = 2_700_000;
const COMPANY_SINCE = 2006;

/** "2 700 000" grouped the way the site's language writes large numbers. */
export function formatCustomerCount(locale: Locale, count: number = CUSTOMER_COUNT): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(count);
}

/** Years on the market shown in the pre-footer: the current year minus 2006. */
export function experienceYears(now: Date = new Date()): number {
  return now.getFullYear() - COMPANY_SINCE;
}
