/** How often a subscription offer is paid; asked only when the offer needs it. */
export const paymentFrequencies = ['monthly', 'yearly'] as const;

export type PaymentFrequency = (typeof paymentFrequencies)[number];

export function isPaymentFrequency(value: unknown): value is PaymentFrequency {
  return typeof value === 'string' && (paymentFrequencies as readonly string[]).includes(value);
}
