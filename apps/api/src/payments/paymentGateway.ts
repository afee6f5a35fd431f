import type { Currency, Site } from '@shop/contracts';

export type GatewayPaymentStatus = 'pending' | 'paid' | 'cancelled';

/** What a gateway needs to know to take a card payment for an order. */
export interface PaymentRequest {
  site: Site;
  orderId: string;
  orderNumber: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
}

/**
 * A card payment gateway. The shop creates a payment, sends the customer to `redirectUrl`, and
 * asks `getStatus` once the customer is back; a real gateway's adapter implements the same two
 * calls against the provider's API.
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
