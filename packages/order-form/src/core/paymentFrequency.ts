import { type PaymentFrequency, paymentFrequencies } from '@shop/contracts/vocabulary';

/** How often a subscription offer is paid; asked only when the offer needs it. */
export { type PaymentFrequency, paymentFrequencies };

export function isPaymentFrequency(value: unknown): value is PaymentFrequency {
  return typeof value === 'string' && (paymentFrequencies as readonly string[]).includes(value);
}
