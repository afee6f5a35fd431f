import { z } from 'zod';
import { parseSentBirthDate } from './birthDate';
import { type BirthDateReader, checkDelivery, type DeliveryData } from './deliveryStep';
import type { IssueCode, OrderField, StepResult } from './issues';
import type { OrderFormContext } from './orderFormContext';
import { checkShippingPayment, type ShippingPaymentData } from './shippingPaymentStep';
import { checkTerms, type TermsData } from './termsStep';

/** A value of the wrong type reads as if nothing usable was entered. */
const text = (code: IssueCode) => z.string({ error: code }).optional();

const deliveryShape = {
  firstName: text('required'),
  lastName: text('required'),
  company: text('required'),
  street: text('required'),
  houseNumber: text('required'),
  streetAndNumber: text('required'),
  city: text('required'),
  zip: text('required'),
  phonePrefix: text('phone.format'),
  phone: text('phone.required'),
  email: text('email.required'),
  birthDate: text('required'),
};

const shippingPaymentShape = {
  shippingMethod: text('shipping.required'),
  pickupPointId: text('pickupPoint.required'),
  paymentMethod: text('payment.required'),
  paymentFrequency: text('frequency.required'),
  discountCode: text('required'),
};

const termsShape = {
  agreement: z.boolean({ error: 'terms.required' }).optional(),
};

export type OrderData = DeliveryData & ShippingPaymentData & TermsData;

/**
 * Reports rule issues to zod: each on its field, with the issue code as the message, so
 * `safeParse` gives field-keyed codes to the form and to the API's 400 answer alike.
 */
function reportIssues(result: StepResult<unknown>, ctx: z.RefinementCtx): void {
  if (result.ok) return;
  for (const [field, codes] of Object.entries(result.fieldErrors) as [OrderField, IssueCode[]][]) {
    for (const code of codes) ctx.addIssue({ code: 'custom', message: code, path: [field] });
  }
}

function applyRules<Data>(result: StepResult<Data>, ctx: z.RefinementCtx): Data {
  reportIssues(result, ctx);
  return result.ok ? result.data : z.NEVER;
}

/**
 * The schemas of the three steps and of the whole order for one site and offer. Inputs are
 * the raw form values; outputs are normalised data (`NNN NN` zip, E.164 phone, ISO birth date).
 * `request` checks the whole order as the form sends it to the API: its checked data, so the
 * birth date is ISO; the other values read the same either way.
 */
export function createOrderSchemas(context: OrderFormContext) {
  const delivery = z
    .object(deliveryShape)
    .transform((values, ctx) => applyRules(checkDelivery(values, context), ctx));
  const shippingPayment = z
    .object(shippingPaymentShape)
    .transform((values, ctx) => applyRules(checkShippingPayment(values, context), ctx));
  const terms = z.object(termsShape).transform((values, ctx) => applyRules(checkTerms(values), ctx));
  const wholeOrder = (readBirthDate?: BirthDateReader) =>
    z
      .object({ ...deliveryShape, ...shippingPaymentShape, ...termsShape })
      .transform((values, ctx): OrderData => {
        const delivery = checkDelivery(values, context, readBirthDate);
        const shippingPayment = checkShippingPayment(values, context);
        const terms = checkTerms(values);
        for (const step of [delivery, shippingPayment, terms]) reportIssues(step, ctx);
        if (!delivery.ok || !shippingPayment.ok || !terms.ok) return z.NEVER;
        return { ...delivery.data, ...shippingPayment.data, ...terms.data };
      });
  return { delivery, shippingPayment, terms, order: wholeOrder(), request: wholeOrder(parseSentBirthDate) };
}

export type OrderSchemas = ReturnType<typeof createOrderSchemas>;
export type OrderValues = z.input<OrderSchemas['order']>;
