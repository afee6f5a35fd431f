import type { OrderRequest } from '@shop/contracts';
import type { OrderData } from './orderSchemas';

/** What the page adds to the form's data: the offer, and the ids it found in the browser. */
export interface OrderRequestContext {
  offer: string;
  consentProofId?: string | null;
  trackingSessionId?: string | null;
}

/**
 * The body of `POST /api/orders` for the form's checked data, as checked (birth date ISO, phone
 * E.164, zip `NNN NN`, the methods as their ids), which the API reads with the contract and then
 * `checkOrderStep('request', …)`, the same rules again. Empty optional fields are left out.
 */
export function toOrderRequest(order: OrderData, context: OrderRequestContext): OrderRequest {
  const optional = <Text extends string>(value: Text | null | undefined) => (value ? value : undefined);
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
    birthDate: order.birthDate,
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
