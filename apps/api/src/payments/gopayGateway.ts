import type { Site } from '@shop/contracts';
import type { GatewayPaymentStatus, PaymentGateway } from './paymentGateway';

/** What the adapter needs of a GoPay account (`GOPAY_*` settings). */
export interface GopaySettings {
  /** `https://gw.sandbox.gopay.com` (GoPay's test environment) or `https://gate.gopay.cz`. */
  apiUrl: string;
  goid: string;
  clientId: string;
  clientSecret: string;
}

export interface GopayGatewayOptions extends GopaySettings {
  /** Where GoPay sends the customer back and calls on each change: `{origin}/api/payments/gopay/...`. */
  callbackUrls: (site: Site) => { returnUrl: string; notificationUrl: string };
  /** The HTTP client; the global `fetch` by default (tests pass the emulator's). */
  fetch?: (request: Request) => Promise<Response>;
  /** How long one call may take; 15 s by default. */
  timeoutMs?: number;
  now?: () => number;
}

/** GoPay's payment states, mapped to the shop's. */
const stateOfGopay: Record<string, GatewayPaymentStatus> = {
  CREATED: 'pending',
  PAYMENT_METHOD_CHOSEN: 'pending',
  AUTHORIZED: 'pending',
  PAID: 'paid',
  CANCELED: 'cancelled',
  TIMEOUTED: 'timed-out',
  REFUNDED: 'refunded',
  PARTIALLY_REFUNDED: 'partly-refunded',
};

export function shopStateOfGopay(state: string): GatewayPaymentStatus | undefined {
  return stateOfGopay[state];
}

export class GopayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GopayError';
  }
}

/** A token is renewed this long before GoPay says it expires. */
const tokenMargin = 60_000;

/**
 * Card payments through GoPay's REST API: an OAuth2 client-credentials token (cached until a
 * minute before it expires), `POST /api/payments/payment` to create a payment whose `gw_url` the
 * customer is sent to, and `GET /api/payments/payment/{id}` for its state. The payment's id is
 * GoPay's (a number, kept as text).
 */
export function createGopayGateway(options: GopayGatewayOptions): PaymentGateway {
  const base = options.apiUrl.replace(/\/+$/, '');
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; renewAt: number } | undefined;
  let renewing: Promise<string> | undefined;

  async function call(path: string, init: RequestInit): Promise<Response> {
    return send(new Request(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) }));
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await call('/api/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials&scope=payment-all',
    });
    if (!response.ok) throw new GopayError(`GoPay refused a token: ${response.status}`, response.status);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new GopayError('GoPay answered no access token');
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 1800;
    token = { value: body.access_token, renewAt: now() + expiresIn * 1000 - tokenMargin };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    // Calls arriving while a token is fetched wait for that one.
    renewing ??= fetchToken().finally(() => {
      renewing = undefined;
    });
    return renewing;
  }

  /** A call with the token; a token GoPay no longer takes (401) is fetched again once. */
  async function authorised(path: string, init: RequestInit): Promise<Response> {
    const once = async () =>
      call(path, {
        ...init,
        headers: {
          ...init.headers,
          Authorization: `Bearer ${await accessToken()}`,
          Accept: 'application/json',
        },
      });
    const response = await once();
    if (response.status !== 401) return response;
    token = undefined;
    return once();
  }

  return {
    name: 'gopay',
    async createPayment(request) {
      const { returnUrl, notificationUrl } = options.callbackUrls(request.site);
      const response = await authorised('/api/payments/payment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          payer: { contact: { email: request.email } },
          target: { type: 'ACCOUNT', goid: Number(options.goid) },
          amount: request.amount,
          currency: request.currency,
          order_number: request.orderNumber,
          order_description: request.description,
          items: [{ type: 'ITEM', name: request.description, amount: request.amount, count: 1 }],
          callback: { return_url: returnUrl, notification_url: notificationUrl },
          lang: request.site === 'sk' ? 'SK' : 'CS',
        }),
      });
      if (!response.ok) {
        throw new GopayError(`GoPay did not create the payment: ${response.status}`, response.status);
      }
      const body = (await response.json()) as { id?: unknown; gw_url?: unknown };
      if ((typeof body.id !== 'number' && typeof body.id !== 'string') || typeof body.gw_url !== 'string') {
        throw new GopayError('GoPay answered a payment without id or gw_url');
      }
      return { paymentId: String(body.id), redirectUrl: body.gw_url };
    },
    async getStatus(paymentId) {
      if (!/^\d{1,20}$/.test(paymentId)) return undefined;
      const response = await authorised(`/api/payments/payment/${paymentId}`, { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok) {
        throw new GopayError(`GoPay did not answer the payment's state: ${response.status}`, response.status);
      }
      const body = (await response.json()) as { state?: unknown };
      const state = typeof body.state === 'string' ? shopStateOfGopay(body.state) : undefined;
      if (!state) throw new GopayError(`GoPay answered an unknown state: ${String(body.state)}`);
      return state;
    },
  };
}
