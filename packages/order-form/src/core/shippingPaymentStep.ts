import { createIssueCollector, type StepResult } from './issues';
import type { OrderFormContext } from './orderFormContext';
import { isPaymentFrequency, type PaymentFrequency } from './paymentFrequency';
import { isPaymentAvailable, isPaymentMethodId, type PaymentMethodId } from './paymentMethods';
import { isShippingMethodId, needsPickupPoint, type ShippingMethodId } from './shippingMethods';

export interface ShippingPaymentValues {
  shippingMethod?: string;
  pickupPointId?: string;
  paymentMethod?: string;
  paymentFrequency?: string;
  /** Checked against the offer by the API; here it is only trimmed. */
  discountCode?: string;
}

export interface ShippingPaymentData {
  shippingMethod: ShippingMethodId;
  pickupPointId: string | null;
  paymentMethod: PaymentMethodId;
  paymentFrequency: PaymentFrequency | null;
  discountCode: string | null;
}

/** A choice outside the offer's list (when it gives one) counts as no choice. */
function allowed<Id extends string>(list: readonly Id[] | undefined, id: Id): boolean {
  return list === undefined || list.includes(id);
}

export function checkShippingPayment(
  values: ShippingPaymentValues,
  context: Pick<
    OrderFormContext,
    'requiresPaymentFrequency' | 'shippingMethods' | 'paymentMethods' | 'paymentFrequencies'
  >,
): StepResult<ShippingPaymentData> {
  const issues = createIssueCollector();
  const shipping =
    isShippingMethodId(values.shippingMethod) && allowed(context.shippingMethods, values.shippingMethod)
      ? values.shippingMethod
      : null;
  if (!shipping) issues.add('shippingMethod', 'shipping.required');

  const pickupPointId = (values.pickupPointId ?? '').trim();
  const pickupNeeded = shipping !== null && needsPickupPoint(shipping);
  if (pickupNeeded && pickupPointId === '') issues.add('pickupPointId', 'pickupPoint.required');

  // A payment the chosen carrier cannot take (after delivery with PPL) is no choice at all.
  const payment =
    isPaymentMethodId(values.paymentMethod) &&
    allowed(context.paymentMethods, values.paymentMethod) &&
    isPaymentAvailable(values.paymentMethod, shipping)
      ? values.paymentMethod
      : null;
  if (!payment) issues.add('paymentMethod', 'payment.required');

  const frequencyNeeded = context.requiresPaymentFrequency ?? false;
  const frequency =
    isPaymentFrequency(values.paymentFrequency) &&
    allowed(context.paymentFrequencies, values.paymentFrequency)
      ? values.paymentFrequency
      : null;
  if (frequencyNeeded && !frequency) issues.add('paymentFrequency', 'frequency.required');

  const discountCode = (values.discountCode ?? '').trim();
  return issues.result(() => ({
    shippingMethod: shipping as ShippingMethodId,
    pickupPointId: pickupNeeded ? pickupPointId : null,
    paymentMethod: payment as PaymentMethodId,
    paymentFrequency: frequencyNeeded ? frequency : null,
    discountCode: discountCode === '' ? null : discountCode,
  }));
}
