import { formatMoney, type Locale } from '@shop/i18n';
import type { OfferCurrency } from './orderOffer';

/** An amount in minor units (cents, haléře), as the API and the pricing rule count, as shoppers read it. */
export function formatMinorUnits(locale: Locale, amount: number, currency: OfferCurrency): string {
  return formatMoney(locale, amount / 100, currency);
}

/** A price in minor units as an option or a summary line shows it: the catalog's "free" for zero. */
export function formatPrice(locale: Locale, amount: number, currency: OfferCurrency, free: string): string {
  return amount === 0 ? free : formatMinorUnits(locale, amount, currency);
}
