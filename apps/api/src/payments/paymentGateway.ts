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
