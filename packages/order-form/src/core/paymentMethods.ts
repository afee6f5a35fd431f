import { type PaymentMethodId, paymentMethodIds } from '@shop/contracts/vocabulary';
import type { LazyMessages } from '@shop/i18n';
import { isPpl, type ShippingMethodId } from './shippingMethods';

type PaymentTexts = keyof LazyMessages['orderForm']['payment'];

/** The three ways of paying of SPEC §3. */
export const paymentMethods = [
  { id: 'after-delivery', texts: 'afterDelivery' },
  { id: 'card', texts: 'card' },
  { id: 'bank-transfer', texts: 'bankTransfer' },
] as const satisfies readonly { id: PaymentMethodId; texts: PaymentTexts }[];

export type PaymentMethod = (typeof paymentMethods)[number];
export { type PaymentMethodId, paymentMethodIds };

export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return typeof value === 'string' && (paymentMethodIds as readonly string[]).includes(value);
}

/** Paying after delivery means the carrier collects; PPL does not (SPEC §4). */
export function isPaymentAvailable(payment: PaymentMethodId, shipping: ShippingMethodId | null): boolean {
  return !(payment === 'after-delivery' && shipping !== null && isPpl(shipping));
}

export function paymentMethod(id: PaymentMethodId): PaymentMethod {
  return paymentMethods.find((method) => method.id === id) as PaymentMethod;
}
