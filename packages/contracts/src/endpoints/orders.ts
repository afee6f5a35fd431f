import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { siteSchema } from '../site';
import {
  apiPaths,
  isoDatePattern,
  paymentMethodIds,
  shippingMethodIds,
  typedDatePattern,
} from '../vocabulary';
import {
  currencySchema,
  minorUnitsSchema,
  offerTypeNameSchema,
  offerTypeSchema,
  paymentFrequencySchema,
  paymentMethodIdSchema,
  rejectionKindSchema,
  shippingMethodIdSchema,
} from './orderChoices';
import { offerSlugSchema } from './orderFormConfig';

/**
 * The header that makes `POST /api/orders` safe to repeat: one key per submit attempt of one
 * form (keep it until the answer arrives, make a new one when the data change). The same key
 * answers with the first response again, also for two requests in flight at once.
 * Without it: 400 `{ error: 'idempotency_key_required' }`; malformed: 400
 * `{ error: 'idempotency_key_invalid' }`; reused with other data: 422 `{ error: 'idempotency_key_reused' }`.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().check(z.minLength(8), z.maxLength(128), z.regex(/^[\w.:-]+$/));

/** The most characters any text of an order may have. */
const FORM_TEXT_MAX = 200;

/**
 * Values travel as the form checked them. This contract checks their types and forms; the API then
 * checks them again by `@shop/order-form`'s rules (`checkOrderStep('request', …)`), which know the
 * site and the offer. Every code a field gets here is the one the rules give it, so a field reads
 * the same whichever check refuses it.
 */
const formText = z.optional(z.string({ error: 'required' }).check(z.maxLength(FORM_TEXT_MAX, 'too-long')));

/**
 * One of a list's ids. Text that is none of them is no choice, as the rules read it (`code`:
 * `shipping.required`, …); another type, or over-long text, reads as for any text field.
 */
function choiceOf<const Ids extends readonly [string, ...string[]]>(ids: Ids, code: string) {
  return z.optional(
    z.enum(ids, {
      error: ({ input }) =>
        typeof input !== 'string' ? 'required' : input.length > FORM_TEXT_MAX ? 'too-long' : code,
    }),
  );
}

/** Blank (the rules call it missing), ISO or `d.m.yyyy`; whether the date exists, the rules say. */
function isBirthDateText(text: string): boolean {
  const trimmed = text.trim();
  return (
    text.length > FORM_TEXT_MAX ||
    trimmed === '' ||
    isoDatePattern.test(trimmed) ||
    typedDatePattern.test(trimmed)
  );
}

const reference = z.optional(
  z.string({ error: 'invalid-value' }).check(z.trim(), z.maxLength(128, 'too-long')),
);

/**
 * Body of `POST /api/orders`: the order form's checked data (`OrderData` of `@shop/order-form`,
 * empty optional fields left out) plus the offer slug and the ids the page collected. Unknown
 * fields (totals, prices) are ignored: the server prices every order itself.
 *
 * Field errors come back as `{ error: 'validation', fieldErrors: { field: [code] } }` with the
 * issue codes of `@shop/order-form` (`required`, `date.underage`, `zip.country`, …), checked in
 * the context the config gives (a shipping or payment method or frequency the offer does not
 * allow, or that is no id at all, reads as `shipping.required` / `payment.required` /
 * `frequency.required`). Besides:
 * `offer: ['invalid-offer']` (unknown offer), `pickupPointId: ['pickupPoint.required']` also when
 * the id names no point of the method's carrier in the site's country, `discountCode:
 * ['discount.invalid']` for a code that does not apply (ask `POST /api/discount-codes/check` why),
 * `too-long` on an over-long text.
 */
export const orderRequestSchema = z.object({
  offer: offerSlugSchema,
  firstName: formText,
  lastName: formText,
  company: formText,
  street: formText,
  houseNumber: formText,
  streetAndNumber: formText,
  city: formText,
  zip: formText,
  phonePrefix: formText,
  phone: formText,
  email: formText,
  /**
   * ISO `YYYY-MM-DD`, a real date at least 18 years back on the site's today (`date.invalid`,
   * `date.inFuture`, `date.underage`). `d.m.yyyy` is still read, for pages loaded before the form
   * sent ISO.
   */
  birthDate: z.optional(
    z
      .string({ error: 'required' })
      .check(z.maxLength(FORM_TEXT_MAX, 'too-long'), z.refine(isBirthDateText, 'date.invalid')),
  ),
  shippingMethod: choiceOf(shippingMethodIds, 'shipping.required'),
  pickupPointId: formText,
  paymentMethod: choiceOf(paymentMethodIds, 'payment.required'),
  /**
   * `monthly` or `yearly`, asked by offers sold in instalments only (`frequency.required` there).
   * Text, not the ids: the other offers ignore whatever frequency comes, as they always have.
   */
  paymentFrequency: formText,
  discountCode: formText,
  agreement: z.optional(z.boolean({ error: 'terms.required' })),
  /** Id answered by `POST /api/consents`. */
  consentProofId: reference,
  /** Session id of `@shop/tracking`. */
  trackingSessionId: reference,
  /** Device id of `@shop/tracking`. */
  deviceId: reference,
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

/** Every amount the server charged, in minor units; `total` = items − discount + shipping + payment. */
export const orderTotalsSchema = z.object({
  items: minorUnitsSchema,
  discount: minorUnitsSchema,
  shipping: minorUnitsSchema,
  payment: minorUnitsSchema,
  total: minorUnitsSchema,
  /** What is paid now: the total, or with monthly payment the first of the instalments. */
  dueNow: minorUnitsSchema,
  paymentFrequency: z.nullable(paymentFrequencySchema),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/**
 * Where a card order's payment stands: none started or each cancelled, waiting at the gateway, paid,
 * paid with part of it given back (`partly-refunded`), or all of it given back (`refunded`).
 */
export const cardPaymentStateSchema = z.enum(['unpaid', 'pending', 'paid', 'partly-refunded', 'refunded']);
export type CardPaymentState = z.infer<typeof cardPaymentStateSchema>;

/**
 * What the shopper ordered, as the thank-you page shows it: number, lines, amounts and the ways
 * of delivery and paying, at the moment it was placed.
 */
export const orderReceiptSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  placedAt: z.iso.datetime({ offset: true }),
  offerType: offerTypeSchema,
  offerTypeName: offerTypeNameSchema,
  /** In the site's language. */
  offerTitle: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().check(z.int(), z.gte(1)),
      total: minorUnitsSchema,
    }),
  ),
  currency: currencySchema,
  totals: orderTotalsSchema,
  /** Into how many payments the total is split: 12 for a pack paid monthly, else 1. */
  instalments: z.number().check(z.int(), z.gte(1)),
  shippingMethod: shippingMethodIdSchema,
  paymentMethod: paymentMethodIdSchema,
  /** A card order's payment; null for the other ways of paying. */
  cardPayment: z.nullable(cardPaymentStateSchema),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

const placedOrder = {
  orderId: z.uuid(),
  /** What the customer quotes, e.g. `SK-0000123`. */
  orderNumber: z.string(),
  offerType: offerTypeSchema,
  /** Which thank-you page fits: Year-type yearly packs have their own. */
  offerTypeName: offerTypeNameSchema,
  currency: currencySchema,
  totals: orderTotalsSchema,
  /** The thank-you page's content; absent in answers stored before receipts existed. */
  receipt: z.optional(orderReceiptSchema),
};

/**
 * 201 for a new order; the same body again (201, header `Idempotency-Replayed: true`) for a
 * repeated key. An accepted order also sets the httpOnly `customerToken` cookie used by
 * `GET /api/customer`.
 * - `accepted`: go to the thank-you page (the yearly one for a `yearly` offer).
 * - `payment-required`: card payment; send the browser to `paymentUrl`. The gateway comes back to
 *   the thank-you page, `/platba-zrusena` or `/platba-ceka` with `?order={orderId}`.
 * - `rejected`: stored but refused (a second free trial or sample for the same person, or a second
 *   running yearly pack); go to the rejected page of `rejectionKind`.
 */
export const orderResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accepted'), ...placedOrder }),
  z.object({ status: z.literal('payment-required'), ...placedOrder, paymentUrl: z.string() }),
  z.object({
    status: z.literal('rejected'),
    orderId: z.uuid(),
    offerType: offerTypeSchema,
    rejectionKind: rejectionKindSchema,
  }),
]);
export type OrderResult = z.infer<typeof orderResultSchema>;
export type OrderStatus = OrderResult['status'];

/**
 * Use with `{ headers: { [idempotencyKeyHeader]: key } }` as the call's init. In the API-only
 * server (no site per origin) the path takes `?site=sk|cz`, as do the other order calls.
 */
export const createOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPaths.orders,
  request: orderRequestSchema,
  response: orderResultSchema,
});

export const orderPaymentQuerySchema = z.object({
  id: z.uuid({ error: 'invalid-order' }),
  site: z.optional(siteSchema),
});
export type OrderPaymentQuery = z.input<typeof orderPaymentQuerySchema>;

/**
 * Payment state of a card order, for `/dodatecna-platba-kartou/{id}`: `unpaid` (none started,
 * or every attempt cancelled), `pending` (an attempt is waiting at the gateway), `paid`,
 * `partly-refunded`, `refunded`. `payable` is true while it is not paid (nor refunded in part or
 * in full); the page then offers `POST` of the same path.
 */
export const orderPaymentSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  state: cardPaymentStateSchema,
  payable: z.boolean(),
  amount: minorUnitsSchema,
  currency: currencySchema,
  offerTypeName: offerTypeNameSchema,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * 404 `{ error: 'order_not_found' }` for an unknown id or an order not paid by card (or
 * rejected); 400 field errors for a malformed id.
 */
export const orderPaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.orderPayment,
  request: orderPaymentQuerySchema,
  response: orderPaymentSchema,
});

export const payOrderAgainRequestSchema = z.object({ id: z.uuid({ error: 'invalid-order' }) });

export const paymentStartedSchema = z.object({ paymentId: z.string(), paymentUrl: z.string() });
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

/**
 * Starts a new card payment of an unpaid order (201); 409 `{ error: 'order_paid' }` when it is
 * paid already, 404 `{ error: 'order_not_found' }` as above.
 */
export const payOrderAgainEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPaths.orderPayment,
  request: payOrderAgainRequestSchema,
  response: paymentStartedSchema,
});

export const orderReceiptQuerySchema = z.object({
  id: z.uuid({ error: 'invalid-order' }),
  site: z.optional(siteSchema),
});

/**
 * The receipt of an order for the shopper who placed it: the `customerToken` cookie the order's
 * answer set must name the order's customer. 404 `{ error: 'order_not_found' }` for anyone else,
 * an unknown id or a refused order (whether it exists is not told); 400 field errors for a
 * malformed id. Answered `Cache-Control: no-store`.
 */
export const orderReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.order,
  request: orderReceiptQuerySchema,
  response: orderReceiptSchema,
});
