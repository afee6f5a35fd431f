import { intlLocale } from './intlLocale';
import type { Locale } from './messages';

export type Currency = 'EUR' | 'CZK';

/**
 * A price as shoppers of the locale write it: `12,90 €`, `1 290 Kč`. Whole crown amounts drop
 * the `,00` (Czech shops print `1 290 Kč`), while euro amounts always show cents. Intl separates
 * groups and the symbol with non-breaking spaces, so a price never wraps.
 */
export function formatMoney(locale: Locale, amount: number, currency: Currency): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    trailingZeroDisplay: currency === 'CZK' ? 'stripIfInteger' : 'auto',
  }).format(amount);
}
