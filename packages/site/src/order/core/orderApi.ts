import type { HttpClient, OrderResult } from '@shop/contracts';
import { apiPaths } from '@shop/contracts/vocabulary';
import type { DeliveryValues, OrderData } from '@shop/order-form';
import type {
  CheckDiscountCode,
  OrderOutcome,
  OrderSubmitResult,
  SearchPickupPoints,
} from '@shop/order-form/react';
import { fromMinorUnits } from './orderOfferOf';
import { toOrderRequest } from './orderRequest';
import { pickupPointOf, type WeekdayNames } from './pickupPointOf';

/** The calls' contracts (and zod with them): fetched at the first call, not with the form. */
const loadEndpoints = () => import('./orderEndpoints');

/** How long the form waits for a returning customer's data before it carries on without them. */
const CUSTOMER_TIMEOUT_MS = 10_000;

/** How many points the picker lists for one search. */
const PICKUP_POINTS_LIMIT = 20;

export interface OrderApiOptions {
  api: HttpClient;
  /** The offer slug the page sells. */
  offer: string;
  weekdayNames: WeekdayNames;
  /** Read at each submit, so a consent given while the form was open still counts. */
  browserIds: () => { consentProofId?: string | null; trackingSessionId?: string | null };
  /** Asks for a returning customer's data (the page's own origin); `globalThis.fetch` by default. */
  fetch?: typeof globalThis.fetch;
}

/** The API's answer to a key sent before with other data (`idempotency_key_reused`). */
function isKeyReused(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { error?: unknown }).error === 'idempotency_key_reused'
  );
}

/** The form's outcome for an API answer; a card order is accepted with the gateway to go to. */
export function outcomeOf(result: OrderResult): OrderOutcome {
  if (result.status === 'rejected') return { status: 'rejected', orderId: result.orderId };
  if (result.status === 'payment-required') {
    return { status: 'accepted', orderId: result.orderId, paymentUrl: result.paymentUrl };
  }
  return { status: 'accepted', orderId: result.orderId };
}

export interface OrderApi {
  submit(order: OrderData, meta: { idempotencyKey: string }): Promise<OrderSubmitResult>;
  /** The API's last answer to a submit: it names the rejected page and the thank-you page. */
  lastResult(): OrderResult | null;
  searchPickupPoints: SearchPickupPoints;
  checkDiscountCode: CheckDiscountCode;
  /** A returning customer's saved data; null for a new visitor or when the call fails. */
  loadCustomer(): Promise<DeliveryValues | null>;
}

/** The order form's calls, made over the shop API for one offer. */
export function createOrderApi({
  api,
  offer,
  weekdayNames,
  browserIds,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
}: OrderApiOptions): OrderApi {
  let last: OrderResult | null = null;
  return {
    async submit(order, { idempotencyKey }) {
      const body = toOrderRequest(order, { offer, ...browserIds() });
      const { createOrderEndpoint, idempotencyKeyHeader } = await loadEndpoints();
      const result = await api.call(createOrderEndpoint, body, {
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      });
      if (result.ok) {
        last = result.data;
        return { ok: true, outcome: outcomeOf(result.data) };
      }
      const { error } = result;
      if (error.kind === 'http' && error.status === 400 && error.fieldErrors) {
        return { ok: false, fieldErrors: error.fieldErrors };
      }
      if (error.kind === 'http' && error.status === 422 && isKeyReused(error.body)) {
        return { ok: false, sentBefore: true };
      }
      return { ok: false };
    },
    lastResult: () => last,
    async searchPickupPoints(carrier, query) {
      const { pickupPointsEndpoint } = await loadEndpoints();
      const result = await api.call(pickupPointsEndpoint, {
        carrier,
        q: query,
        limit: PICKUP_POINTS_LIMIT,
      });
      if (!result.ok) return { ok: false };
      return { ok: true, points: result.data.items.map((point) => pickupPointOf(point, weekdayNames)) };
    },
    async checkDiscountCode(code) {
      const { discountCheckEndpoint } = await loadEndpoints();
      const result = await api.call(discountCheckEndpoint, { code, offer });
      if (!result.ok) return { ok: false, reason: 'failed' };
      const check = result.data;
      // The shopper is told when a code they kept has expired; any other refusal reads as not valid.
      if (!check.valid) return { ok: false, reason: check.reason === 'expired' ? 'expired' : 'invalid' };
      return { ok: true, discount: { code: check.code, amount: fromMinorUnits(check.discount) } };
    },
    // Asked at every form's start, and most visitors have no saved data: the API's empty answer
    // (204) is read without the response schema, so a first visit loads no validation code for
    // it. Saved data are checked against the contract before the form shows them.
    async loadCustomer() {
      try {
        const response = await fetchImpl(apiPaths.customer, {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
          signal: AbortSignal.timeout(CUSTOMER_TIMEOUT_MS),
        });
        if (response.status !== 200) return null;
        const [{ customerPrefillSchema }, body] = await Promise.all([loadEndpoints(), response.json()]);
        const parsed = customerPrefillSchema.safeParse(body);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
