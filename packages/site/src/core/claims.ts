import { CUSTOMER_COUNT, yearsOfExperience } from '@shop/config';
import { intlLocale, type Locale } from '@shop/i18n';

/** "2 700 000" grouped the way the site's language writes large numbers. */
export function formatCustomerCount(locale: Locale, count: number = CUSTOMER_COUNT): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(count);
}

/** Years on the market shown in the pre-footer: the current year minus 2006. */
export function experienceYears(now: Date = new Date()): number {
  return yearsOfExperience(now);
}
