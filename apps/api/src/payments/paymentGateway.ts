import type { Currency, Site } from '@shop/contracts';

/**
 * A payment's state in the shop's words. `pending` is live (the customer may still pay); the
 * rest are final, though a paid payment may be refunded later.
 */
export type GatewayPaymentStatus =
  | 'pending'
  | 'paid'
  | 'cancelled'
  | 'timed-out'
  | 'refunded'
  | 'partly-refunded';

/** States after which the customer has not paid and may pay again with a new payment. */
export const unpaidEndStates: readonly GatewayPaymentStatus[] = ['cancelled', 'timed-out'];

/** What a gateway needs to know to take a card payment for an order. */
export interface PaymentRequest {
  site: Site;
  orderId: string;
  orderNumber: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  /** What the gateway's page shows as bought. */
  description: string;
  /** The payer's e-mail, which the gateway prefills. */
  email: string;
}

/**
 * A card payment gateway. The shop creates a payment, sends the customer to `redirectUrl`, and
 * asks `getStatus` whenever it hears of the payment (the return, a notification, the
 * reconciler): the gateway's answer is the only word taken on a payment's state.
 */
export interface PaymentGateway {
  /** Stored with each payment, so statuses are asked of the gateway that took it. */
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<{ paymentId: string; redirectUrl: string }>;
  /** `undefined` when the gateway knows no such payment. */
  getStatus(paymentId: string): Promise<GatewayPaymentStatus | undefined>;
}

/**
 * Stands in for a gateway while card payments are off: no order can pick card then, so starting a
 * payment is a programmer error, and it knows of no payment (those of an earlier gateway stay as
 * they were recorded).
 */
export const noCardGateway: PaymentGateway = {
  name: 'none',
  createPayment: () => Promise.reject(new Error('Card payments are off: no payment can be started')),
  getStatus: async () => undefined,
};
