import { type PaymentMethodId, paymentMethodIds } from '@shop/contracts/vocabulary';

/**
 * The ways of paying the shop takes: all three of SPEC §3, card only while a gateway (GoPay, or
 * its emulator in local runs) can take it. The order form shows the others as unavailable and
 * the API refuses orders that pick one.
 */
export function offeredPaymentMethods(cardPayments: boolean): readonly PaymentMethodId[] {
  return cardPayments ? paymentMethodIds : paymentMethodIds.filter((id) => id !== 'card');
}
