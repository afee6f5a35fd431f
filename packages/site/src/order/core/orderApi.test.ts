import { createHttpClient } from '@shop/contracts';
import { skLazyMessages } from '@shop/i18n/sk';
import type { OrderData } from '@shop/order-form';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/orderFixtures';
import { createOrderApi } from './orderApi';

const skWeekdays = (await skLazyMessages.orderForm()).pickupPoint.weekdays;

interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** A stand-in for the API that answers every call with `answer` and records what it was sent. */
function fakeApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return answer(call);
  };
  const orderApi = createOrderApi({
    api: createHttpClient({ fetch: fetch as typeof globalThis.fetch, retryDelayMs: 0 }),
    offer: 'free-trial',
    weekdayNames: skWeekdays,
    browserIds: () => ({ consentProofId: 'proof-9', trackingSessionId: '1700000000000abcdefgh' }),
    fetch: fetch as typeof globalThis.fetch,
  });
  return { orderApi, calls };
}

const order: OrderData = {
  firstName: 'Jana',
  lastName: 'Nováková',
  company: null,
  street: 'Hlavná',
  houseNumber: '12',
  streetAndNumber: 'Hlavná 12',
  city: 'Trnava',
  zip: '917 01',
  phonePrefix: '+421',
  phone: '+421912345678',
  email: 'jana@example.sk',
  birthDate: '1985-03-07',
  shippingMethod: 'post-address',
  pickupPointId: null,
  paymentMethod: 'after-delivery',
  paymentFrequency: null,
  discountCode: null,
  agreement: true,
};

const orderId = '7b0f3c44-2f7e-4b7a-9a55-0d7c4d1b6e21';
const placed = {
  orderId,
  orderNumber: 'SK-0000001',
  offerType: 'free-trial',
  offerTypeName: 'Atlas',
  currency: 'EUR',
  totals: { items: 0, discount: 0, shipping: 0, payment: 0, total: 0, dueNow: 0, paymentFrequency: null },
};

describe('createOrderApi: submit', () => {
  it('posts the order once with the idempotency key and the browser ids', async () => {
    const { orderApi, calls } = fakeApi(() => jsonResponse({ status: 'accepted', ...placed }, 201));
    const result = await orderApi.submit(order, { idempotencyKey: 'key-12345678' });
    expect(result).toEqual({ ok: true, result: { status: 'accepted', ...placed } });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/orders' });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(calls[0]?.body).toMatchObject({
      offer: 'free-trial',
      email: 'jana@example.sk',
      birthDate: '1985-03-07',
      consentProofId: 'proof-9',
      trackingSessionId: '1700000000000abcdefgh',
    });
  });

  it('answers a card order with the gateway address', async () => {
    const { orderApi } = fakeApi(() =>
      jsonResponse({ status: 'payment-required', ...placed, paymentUrl: '/sandbox/pay/1' }, 201),
    );
    expect(await orderApi.submit(order, { idempotencyKey: 'key-12345678' })).toEqual({
      ok: true,
      result: { status: 'payment-required', ...placed, paymentUrl: '/sandbox/pay/1' },
    });
  });

  it('answers a refusal with the rejected page’s kind', async () => {
    const { orderApi } = fakeApi(() =>
      jsonResponse({ status: 'rejected', orderId, offerType: 'free-trial', rejectionKind: 'sample' }, 201),
    );
    expect(await orderApi.submit(order, { idempotencyKey: 'key-12345678' })).toEqual({
      ok: true,
      result: { status: 'rejected', orderId, offerType: 'free-trial', rejectionKind: 'sample' },
    });
  });

  it('hands the field errors of a 400 back to the form', async () => {
    const { orderApi } = fakeApi(() =>
      jsonResponse({ error: 'validation', fieldErrors: { zip: ['zip.country'] } }, 400),
    );
    expect(await orderApi.submit(order, { idempotencyKey: 'key-12345678' })).toEqual({
      ok: false,
      fieldErrors: { zip: ['zip.country'] },
    });
  });

  it('tells the form when its key was sent before with another order', async () => {
    const { orderApi } = fakeApi(() =>
      jsonResponse(
        { error: 'idempotency_key_reused', message: 'This key was sent before with other data' },
        422,
      ),
    );
    expect(await orderApi.submit(order, { idempotencyKey: 'key-12345678' })).toEqual({
      ok: false,
      sentBefore: true,
    });
  });

  it.each([
    [503, { error: 'unavailable', message: 'The service cannot reach its database' }],
    [500, { error: 'internal' }],
    [502, { error: 'bad_gateway' }],
  ])('answers a %i as a server error without sending twice', async (status, body) => {
    const { orderApi, calls } = fakeApi(() => jsonResponse(body, status));
    expect(await orderApi.submit(order, { idempotencyKey: 'key-12345678' })).toEqual({
      ok: false,
      serverError: true,
    });
    expect(calls).toHaveLength(1);
  });

  it('answers another refusal without field errors as a bare failure', async () => {
    const { orderApi } = fakeApi(() => jsonResponse({ error: 'rate_limited' }, 429));
    expect(await orderApi.submit(order, { idempotencyKey: 'key-12345678' })).toEqual({ ok: false });
  });
});

describe('createOrderApi: the form’s other calls', () => {
  it('searches the carrier’s pickup points and lists them for the picker', async () => {
    const { orderApi, calls } = fakeApi(() =>
      jsonResponse({
        total: 1,
        items: [
          {
            id: 'PK-1',
            carrier: 'packeta',
            type: 'parcel-shop',
            name: 'Z-Point Trnava',
            street: 'Hlavná 1',
            city: 'Trnava',
            zip: '917 01',
            country: 'sk',
            openingHours: [{ day: 'sat', opens: '09:00', closes: '12:00' }],
          },
        ],
      }),
    );
    const result = await orderApi.searchPickupPoints('packeta', 'Trnava');
    expect(calls[0]?.path).toBe('/api/pickup-points?carrier=packeta&q=Trnava&limit=20');
    expect(result).toEqual({
      ok: true,
      points: [
        {
          id: 'PK-1',
          name: 'Z-Point Trnava',
          street: 'Hlavná 1',
          city: 'Trnava',
          zip: '917 01',
          openingHours: ['So 9:00–12:00'],
        },
      ],
    });
  });

  it('reports a failed search as a failure, not as no points', async () => {
    const { orderApi } = fakeApi(() => jsonResponse({ error: 'internal' }, 500));
    expect(await orderApi.searchPickupPoints('ppl', 'Brno')).toEqual({ ok: false });
  });

  it.each([
    [
      { valid: true, code: 'JAR10', kind: 'percent', value: 10, discount: 249, currency: 'EUR' },
      { ok: true, discount: { code: 'JAR10', amount: 249 } },
    ],
    [
      { valid: false, reason: 'expired' },
      { ok: false, reason: 'expired' },
    ],
    [
      { valid: false, reason: 'unknown' },
      { ok: false, reason: 'invalid' },
    ],
    [
      { valid: false, reason: 'not-applicable' },
      { ok: false, reason: 'not-applicable' },
    ],
  ])('checks a discount code for the offer: %o', async (answer, expected) => {
    const { orderApi, calls } = fakeApi(() => jsonResponse(answer));
    expect(await orderApi.checkDiscountCode('jar10')).toEqual(expected);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { code: 'jar10', offer: 'free-trial' } });
  });

  it('tells a failed discount check apart from an invalid code', async () => {
    const { orderApi } = fakeApi(() => jsonResponse({ error: 'internal' }, 500));
    expect(await orderApi.checkDiscountCode('JAR10')).toEqual({ ok: false, reason: 'failed' });
  });

  it("keeps a returning customer's prefix of the other country", async () => {
    const customer = {
      firstName: 'Jana',
      lastName: 'Nováková',
      company: '',
      street: 'Vinohradská',
      houseNumber: '12',
      streetAndNumber: 'Vinohradská 12',
      city: 'Praha 2',
      zip: '120 00',
      phonePrefix: '+420',
      phone: '601123456',
      email: 'jana@example.cz',
      birthDate: '7.3.1985',
    };
    const { orderApi } = fakeApi(() => jsonResponse(customer));
    expect(await orderApi.loadCustomer()).toMatchObject({ phonePrefix: '+420', phone: '601123456' });
  });

  it('loads a returning customer, and nothing for a new visitor', async () => {
    const customer = {
      firstName: 'Jana',
      lastName: 'Nováková',
      company: '',
      street: 'Hlavná',
      houseNumber: '12',
      streetAndNumber: 'Hlavná 12',
      city: 'Trnava',
      zip: '917 01',
      phonePrefix: '+421',
      phone: '912345678',
      email: 'jana@example.sk',
      birthDate: '7.3.1985',
    };
    const returning = fakeApi(() => jsonResponse(customer));
    expect(await returning.orderApi.loadCustomer()).toEqual(customer);
    expect(returning.calls).toEqual([expect.objectContaining({ method: 'GET', path: '/api/customer' })]);
    expect(await fakeApi(() => new Response(null, { status: 204 })).orderApi.loadCustomer()).toBeNull();
  });

  it.each([
    ['data of another shape', () => jsonResponse({ firstName: 'Jana' })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['an error', () => jsonResponse({ error: 'internal' }, 500)],
    [
      'no answer',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('carries on without saved data on %s', async (_case, answer) => {
    expect(await fakeApi(answer).orderApi.loadCustomer()).toBeNull();
  });
});
