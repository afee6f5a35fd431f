import type { HttpClient } from '@shop/contracts';
import { apiPaths } from '@shop/contracts/vocabulary';
import {
  type DeliveryValues,
  type OrderData,
  pickupPointOf,
  toOrderRequest,
  type WeekdayNames,
} from '@shop/order-form';
import type { CheckDiscountCode, OrderSubmitResult, SearchPickupPoints } from '@shop/order-form/react';

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

export interface OrderApi {
  submit(order: OrderData, meta: { idempotencyKey: string }): Promise<OrderSubmitResult>;
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
  return {
    async submit(order, { idempotencyKey }) {
      const body = toOrderRequest(order, { offer, ...browserIds() });
      const { createOrderEndpoint, idempotencyKeyHeader } = await loadEndpoints();
      const result = await api.call(createOrderEndpoint, body, {
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      });
      if (result.ok) return { ok: true, result: result.data };
      const { error } = result;
      if (error.kind === 'http' && error.status === 400 && error.fieldErrors) {
        return { ok: false, fieldErrors: error.fieldErrors };
      }
      if (error.kind === 'http' && error.status === 422 && isKeyReused(error.body)) {
        return { ok: false, sentBefore: true };
      }
      // 503 while the API cannot reach its database, or any other error of the server's own.
      if (error.kind === 'http' && error.status >= 500) return { ok: false, serverError: true };
      return { ok: false };
    },
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
      // The shopper is told why: a code they kept has expired, or it is for other offers.
      if (!check.valid) return { ok: false, reason: check.reason === 'unknown' ? 'invalid' : check.reason };
      return { ok: true, discount: { code: check.code, amount: check.discount } };
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
