import { parseSentBirthDate } from './birthDate';
import { checkDelivery, type DeliveryData } from './deliveryStep';
import type { StepResult } from './issues';
import type { OrderFormContext } from './orderFormContext';
import type { OrderData } from './orderSchemas';
import type { OrderStep } from './schemaFieldErrors';
import { checkShippingPayment, type ShippingPaymentData } from './shippingPaymentStep';
import { checkTerms, type TermsData } from './termsStep';

interface StepData {
  delivery: DeliveryData;
  shippingPayment: ShippingPaymentData;
  terms: TermsData;
  order: OrderData;
  request: OrderData;
}

/** The values of a step as the form holds them: text as typed, the terms as a boolean. */
export type StepValues = Readonly<Record<string, string | boolean | undefined>>;

function text(values: StepValues): Record<string, string | undefined> {
  const texts: Record<string, string | undefined> = {};
  for (const [field, value] of Object.entries(values)) if (typeof value === 'string') texts[field] = value;
  return texts;
}

/**
 * The one check of a step, or of the whole order, by the order's rules: the form runs it as the
 * shopper goes, the API runs it on the order it is sent (`request`), and `createOrderSchemas` wraps
 * it for zod. It needs no schema library, so the first screen ships none. Answers the normalised
 * data, or the issue codes per field.
 */
export function checkOrderStep<Step extends OrderStep>(
  step: Step,
  values: StepValues,
  context: OrderFormContext,
): StepResult<StepData[Step]> {
  const texts = text(values);
  const terms = { agreement: values.agreement === true };
  switch (step) {
    case 'delivery':
      return checkDelivery(texts, context) as StepResult<StepData[Step]>;
    case 'shippingPayment':
      return checkShippingPayment(texts, context) as StepResult<StepData[Step]>;
    case 'terms':
      return checkTerms(terms) as StepResult<StepData[Step]>;
    default: {
      // A sent order carries the birth date ISO (or d.m.yyyy from a page loaded before it did).
      const delivery = checkDelivery(texts, context, step === 'request' ? parseSentBirthDate : undefined);
      const shippingPayment = checkShippingPayment(texts, context);
      const agreement = checkTerms(terms);
      if (delivery.ok && shippingPayment.ok && agreement.ok) {
        const data: OrderData = { ...delivery.data, ...shippingPayment.data, ...agreement.data };
        return { ok: true, data } as StepResult<StepData[Step]>;
      }
      const fieldErrors = {
        ...(delivery.ok ? {} : delivery.fieldErrors),
        ...(shippingPayment.ok ? {} : shippingPayment.fieldErrors),
        ...(agreement.ok ? {} : agreement.fieldErrors),
      };
      return { ok: false, fieldErrors };
    }
  }
}
