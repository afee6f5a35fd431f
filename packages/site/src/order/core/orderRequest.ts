import type { OrderRequest } from '@shop/contracts';
import type { OrderData } from '@shop/order-form';

/** What the page adds to the form's data: the offer, and the ids it found in the browser. */
export interface OrderRequestContext {
  offer: string;
  consentProofId?: string | null;
  trackingSessionId?: string | null;
}

/** `1990-02-01` to `1.2.1990`, the form's own notation, which the API reads back. */
export function birthDateForApi(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])}.${Number(match[2])}.${match[1]}`;
}

/**
 * The body of `POST /api/orders` for the form's checked data. The API checks the values with the
 * same rules, so they go as the shopper would type them; empty optional fields are left out.
 */
export function toOrderRequest(order: OrderData, context: OrderRequestContext): OrderRequest {
  const optional = (value: string | null | undefined) => (value ? value : undefined);
  const request: OrderRequest = {
    offer: context.offer,
    firstName: order.firstName,
    lastName: order.lastName,
    company: optional(order.company),
    street: optional(order.street),
    houseNumber: optional(order.houseNumber),
    streetAndNumber: order.streetAndNumber,
    city: order.city,
    zip: order.zip,
    phonePrefix: order.phonePrefix,
    phone: order.phone,
    email: order.email,
    birthDate: birthDateForApi(order.birthDate),
    shippingMethod: order.shippingMethod,
    pickupPointId: optional(order.pickupPointId),
    paymentMethod: order.paymentMethod,
    paymentFrequency: optional(order.paymentFrequency),
    discountCode: optional(order.discountCode),
    agreement: order.agreement,
    consentProofId: optional(context.consentProofId),
    trackingSessionId: optional(context.trackingSessionId),
  };
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as OrderRequest;
}
