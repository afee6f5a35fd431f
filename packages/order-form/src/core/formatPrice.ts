import { formatMoney, type Locale } from '@shop/i18n';
import type { OfferCurrency } from './orderOffer';

/** A price as an option or a summary line shows it: the catalog's "free" for zero. */
export function formatPrice(locale: Locale, amount: number, currency: OfferCurrency, free: string): string {
  return amount === 0 ? free : formatMoney(locale, amount, currency);
}
