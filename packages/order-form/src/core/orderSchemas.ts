import { z } from 'zod';
import { checkOrderStep, type StepValues } from './checkOrderStep';
import type { DeliveryData } from './deliveryStep';
import type { IssueCode, OrderField, StepResult } from './issues';
import type { OrderFormContext } from './orderFormContext';
import type { OrderStep } from './schemaFieldErrors';
import type { ShippingPaymentData } from './shippingPaymentStep';
import type { TermsData } from './termsStep';

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
 * `safeParse` gives field-keyed codes (`fieldErrorsOf` groups them again).
 */
function applyRules<Data>(result: StepResult<Data>, ctx: z.RefinementCtx): Data {
  if (result.ok) return result.data;
  for (const [field, codes] of Object.entries(result.fieldErrors) as [OrderField, IssueCode[]][]) {
    for (const code of codes) ctx.addIssue({ code: 'custom', message: code, path: [field] });
  }
  return z.NEVER;
}

/**
 * The three steps and the whole order for one site and offer as zod schemas (Standard Schema),
 * for a form library that takes one: each is `checkOrderStep` behind an object of the step's
 * fields, so they answer as it does. Inputs are the raw form values; outputs are normalised data
 * (`NNN NN` zip, E.164 phone, ISO birth date). `request` checks the whole order as the form sends
 * it: its checked data, so the birth date is ISO; the other values read the same either way.
 */
export function createOrderSchemas(context: OrderFormContext) {
  // Each shape holds optional text and the boolean terms only, so its output is `StepValues`.
  const schemaOf = <Step extends OrderStep, Shape extends z.ZodRawShape>(step: Step, shape: Shape) =>
    z
      .object(shape)
      .transform((values, ctx) => applyRules(checkOrderStep(step, values as StepValues, context), ctx));
  const wholeOrder = { ...deliveryShape, ...shippingPaymentShape, ...termsShape };
  return {
    delivery: schemaOf('delivery', deliveryShape),
    shippingPayment: schemaOf('shippingPayment', shippingPaymentShape),
    terms: schemaOf('terms', termsShape),
    order: schemaOf('order', wholeOrder),
    request: schemaOf('request', wholeOrder),
  };
}

export type OrderSchemas = ReturnType<typeof createOrderSchemas>;
export type OrderValues = z.input<OrderSchemas['order']>;
