import { orderFormConfigSchema, orderResultSchema, validationErrorBodySchema } from '@shop/contracts';
import { paymentMethodIds, shippingMethods } from '@shop/order-form';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import {
  createOrderTestApps,
  czechPerson,
  newIdempotencyKey,
  postOrder,
  slovakPerson,
} from '../orders/orderTestKit';
import { createGopayTestKit } from '../payments/gopayTestKit';

const singleOrder = (person = slovakPerson()) => ({
  offer: 'single',
  ...person,
  shippingMethod: 'post-address',
  paymentMethod: 'after-delivery',
  agreement: true,
});

describe.each(testBackends())('order API on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  let cz: Hono;

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk, cz } = await createOrderTestApps(opened.database));
  });
  afterAll(() => opened?.dispose());

  const rowOf = async (id: string) => {
    const [row] = await opened.database.db.select().from(orders).where(eq(orders.id, id));
    return row;
  };

  describe('GET /api/order-form/config', () => {
    it('describes the free trial as Atlas with all six shipping and three payment methods', async () => {
      const response = await sk.request('/api/order-form/config?offer=free-trial');
      expect(response.status).toBe(200);
      const config = orderFormConfigSchema.parse(await response.json());
      expect(config).toMatchObject({ site: 'sk', currency: 'EUR' });
      expect(config.offer).toMatchObject({
        slug: 'free-trial',
        type: 'free-trial',
        offerTypeName: 'Atlas',
        requiresPaymentFrequency: false,
        itemsTotal: 0,
      });
      expect(config.shippingMethods.map((method) => method.id)).toEqual(
        shippingMethods.map((method) => method.id),
      );
      expect(config.paymentMethods.map((method) => method.id)).toEqual([...paymentMethodIds]);
      expect(config.pickupPointShippingMethods).toEqual(
        shippingMethods.filter((method) => method.needsPickupPoint).map((method) => method.id),
      );
      expect(config.shippingMethods.find((method) => method.id === 'ppl-pickup')?.pickupCarrier).toBe('ppl');
      expect(config.shippingMethods.find((method) => method.id === 'pickup-point')?.pickupCarrier).toBe(
        'packeta',
      );
    });

    it('describes the yearly pack as Year, paid monthly or yearly, and too big for a mailbox', async () => {
      const response = await cz.request('/api/order-form/config?offer=yearly');
      const config = orderFormConfigSchema.parse(await response.json());
      expect(config.currency).toBe('CZK');
      expect(config.offer).toMatchObject({
        offerTypeName: 'Year',
        requiresPaymentFrequency: true,
        paymentFrequencies: ['monthly', 'yearly'],
        itemsTotal: 12 * 49900,
      });
      expect(config.shippingMethods.find((method) => method.id === 'post-mailbox')?.available).toBe(false);
      expect(config.shippingMethods.find((method) => method.id === 'post-address')?.available).toBe(true);
    });

    it.each(['free-trial', 'sample', 'single', 'yearly', 'duo', 'trio'])(
      'serves the %s offer on both sites',
      async (slug) => {
        for (const app of [sk, cz]) {
          const response = await app.request(`/api/order-form/config?offer=${slug}`);
          expect(response.status).toBe(200);
        }
      },
    );

    it('answers 404 for an unknown offer and 400 for a malformed or missing one', async () => {
      const unknown = await sk.request('/api/order-form/config?offer=no-such-offer');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: 'offer_not_found' });
      const malformed = await sk.request('/api/order-form/config?offer=%3Cscript%3E');
      expect(malformed.status).toBe(400);
      expect(validationErrorBodySchema.parse(await malformed.json()).fieldErrors).toEqual({
        offer: ['invalid-offer'],
      });
      const missing = await sk.request('/api/order-form/config');
      expect(validationErrorBodySchema.parse(await missing.json()).fieldErrors).toEqual({
        offer: ['required'],
      });
    });
  });

  describe('POST /api/orders', () => {
    it('stores an accepted order priced by the server, ignoring totals sent by the client', async () => {
      const response = await postOrder(sk, {
        ...singleOrder(),
        totals: { total: 1 },
        total: 1,
        price: 1,
        consentProofId: 'consent-1',
        trackingSessionId: '1732100000000abcdefgh',
        deviceId: 'device-1',
      });
      expect(response.status).toBe(201);
      const result = orderResultSchema.parse(await response.json());
      if (result.status !== 'accepted') throw new Error(`expected accepted, got ${result.status}`);
      // 24.90 € pack + 3.90 € parcel post + 1.50 € collection fee.
      expect(result.totals).toEqual({
        items: 2490,
        discount: 0,
        shipping: 390,
        payment: 150,
        total: 3030,
        dueNow: 3030,
        paymentFrequency: null,
      });
      expect(result).toMatchObject({ offerType: 'single', offerTypeName: 'Year', currency: 'EUR' });
      expect(result.orderNumber).toMatch(/^SK-\d{7}$/);
      const row = await rowOf(result.orderId);
      expect(row).toMatchObject({
        status: 'accepted',
        total: 3030,
        phone: expect.stringMatching(/^\+421901\d{6}$/),
        zip: '821 09',
        consentProofId: 'consent-1',
        trackingSessionId: '1732100000000abcdefgh',
        deviceId: 'device-1',
      });
      const items = await opened.database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, result.orderId));
      expect(items).toEqual([
        expect.objectContaining({ sku: 'NORDLYS-30', quantity: 1, unitPrice: 2490, total: 2490 }),
      ]);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^customerToken=[\w-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Max-Age=31536000');
      expect(cookie).not.toContain('Secure');
    });

    it('names the cookie __Host-customerToken over https, Secure, and reads it back by that name', async () => {
      const response = await sk.request('https://www.nordlys.sk/api/orders', {
        method: 'POST',
        body: JSON.stringify(singleOrder()),
        headers: { 'content-type': 'application/json', 'Idempotency-Key': newIdempotencyKey() },
      });
      expect(response.status).toBe(201);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-customerToken=[\w-]{43}; Max-Age=31536000; Path=\/; HttpOnly; Secure;/);
      const prefill = await sk.request('https://www.nordlys.sk/api/customer', {
        headers: { cookie: cookie.split(';')[0]! },
      });
      expect(prefill.status).toBe(200);
    });

    it('still reads the customer cookie by its name from before https', async () => {
      const first = await postOrder(sk, singleOrder());
      const token = /^customerToken=([\w-]{43});/.exec(first.headers.get('set-cookie') ?? '')?.[1];
      const prefill = await sk.request('https://www.nordlys.sk/api/customer', {
        headers: { cookie: `customerToken=${token}` },
      });
      expect(prefill.status).toBe(200);
    });

    it('prices a Czech order in haléře with a discount code and a pickup point', async () => {
      const response = await postOrder(cz, {
        ...singleOrder(czechPerson()),
        offer: 'duo',
        shippingMethod: 'pickup-point',
        pickupPointId: '11000',
        paymentMethod: 'bank-transfer',
        discountCode: ' nordlys10 ',
      });
      expect(response.status).toBe(201);
      const result = orderResultSchema.parse(await response.json());
      if (result.status !== 'accepted') throw new Error(`expected accepted, got ${result.status}`);
      expect(result.currency).toBe('CZK');
      expect(result.totals).toMatchObject({
        items: 113800,
        discount: 11380,
        shipping: 6900,
        payment: 0,
        total: 109320,
      });
      expect(await rowOf(result.orderId)).toMatchObject({
        discountCode: 'NORDLYS10',
        pickupPointId: '11000',
      });
    });

    it('splits a yearly pack paid monthly into twelve instalments', async () => {
      const response = await postOrder(sk, {
        ...singleOrder(),
        offer: 'yearly',
        paymentFrequency: 'monthly',
        paymentMethod: 'bank-transfer',
      });
      const result = orderResultSchema.parse(await response.json());
      if (result.status !== 'accepted') throw new Error(`expected accepted, got ${result.status}`);
      expect(result.totals).toMatchObject({ total: 23880, dueNow: 1990, paymentFrequency: 'monthly' });
    });

    it('asks a card order with something to pay for payment at the gateway', async () => {
      const response = await postOrder(sk, { ...singleOrder(), paymentMethod: 'card' });
      const result = orderResultSchema.parse(await response.json());
      expect(result.status).toBe('payment-required');
      if (result.status === 'payment-required') {
        expect(result.paymentUrl).toMatch(/^http:\/\/gopay\.test\/gw\/\d+$/);
        expect(result.totals.payment).toBe(0);
      }
    });

    it('accepts a free trial paid by card without a payment, as there is nothing to pay', async () => {
      const response = await postOrder(sk, { ...singleOrder(), offer: 'free-trial', paymentMethod: 'card' });
      const result = orderResultSchema.parse(await response.json());
      expect(result.status).toBe('accepted');
      if (result.status === 'accepted') expect(result.totals.total).toBe(0);
    });

    it('refuses an order without an Idempotency-Key or with a malformed one', async () => {
      const without = await postOrder(sk, singleOrder(), null);
      expect(without.status).toBe(400);
      expect(await without.json()).toMatchObject({ error: 'idempotency_key_required' });
      const malformed = await postOrder(sk, singleOrder(), 'bad key with spaces');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ error: 'idempotency_key_invalid' });
    });

    it.each([
      ['an under-18 birth date', { birthDate: '2008-11-21' }, 'birthDate', 'date.underage'],
      ['a birth date in the future', { birthDate: '2030-01-01' }, 'birthDate', 'date.inFuture'],
      ['an impossible date', { birthDate: '1990-02-31' }, 'birthDate', 'date.invalid'],
      ['a malformed date', { birthDate: '1990/02/01' }, 'birthDate', 'date.invalid'],
      ['a date with a time', { birthDate: '1990-02-01T00:00:00Z' }, 'birthDate', 'date.invalid'],
      ['a birth date that is no text', { birthDate: 19900201 }, 'birthDate', 'required'],
      ['a Czech zip on the Slovak site', { zip: '110 00' }, 'zip', 'zip.country'],
      ['letters in the phone', { phone: '901 abc 456' }, 'phone', 'phone.digitsOnly'],
      ['an invalid email', { email: 'jan@' }, 'email', 'email.invalid'],
      ['no terms agreement', { agreement: false }, 'agreement', 'terms.required'],
      [
        'PPL with payment after delivery',
        { shippingMethod: 'ppl-address' },
        'paymentMethod',
        'payment.required',
      ],
      ['an unknown shipping method', { shippingMethod: 'drone' }, 'shippingMethod', 'shipping.required'],
      [
        'a pickup service without a point',
        { shippingMethod: 'pickup-point' },
        'pickupPointId',
        'pickupPoint.required',
      ],
      [
        'a point of another carrier',
        { shippingMethod: 'ppl-pickup', paymentMethod: 'card', pickupPointId: '21000' },
        'pickupPointId',
        'pickupPoint.required',
      ],
      ['an unknown discount code', { discountCode: 'NOPE' }, 'discountCode', 'discount.invalid'],
      ['an expired discount code', { discountCode: 'ZIMA2020' }, 'discountCode', 'discount.invalid'],
      ['an unknown offer', { offer: 'no-such-offer' }, 'offer', 'invalid-offer'],
      ['a name of the wrong type', { firstName: 42 }, 'firstName', 'required'],
      ['an over-long name', { firstName: 'x'.repeat(201) }, 'firstName', 'too-long'],
    ])('answers 400 with a field error for %s', async (_case, change, field, code) => {
      const response = await postOrder(sk, { ...singleOrder(), ...change });
      expect(response.status).toBe(400);
      const body = validationErrorBodySchema.parse(await response.json());
      expect(body.fieldErrors[field]).toContain(code);
    });

    it('stores the ISO birth date, and takes d.m.yyyy from a page loaded before the form sent ISO', async () => {
      for (const birthDate of ['1985-04-03', '3.4.1985']) {
        const response = await postOrder(sk, { ...singleOrder(), birthDate });
        expect(response.status).toBe(201);
        const result = orderResultSchema.parse(await response.json());
        expect(await rowOf(result.orderId)).toMatchObject({ birthDate: '1985-04-03' });
      }
    });

    it('reports every missing field of an empty order at once', async () => {
      const response = await postOrder(sk, { offer: 'single' });
      expect(response.status).toBe(400);
      const { fieldErrors } = validationErrorBodySchema.parse(await response.json());
      expect(fieldErrors).toMatchObject({
        firstName: ['required'],
        email: ['email.required'],
        phone: ['phone.required'],
        shippingMethod: ['shipping.required'],
        paymentMethod: ['payment.required'],
        agreement: ['terms.required'],
      });
    });

    it('asks a yearly pack for its payment frequency and refuses the mailbox', async () => {
      const response = await postOrder(sk, {
        ...singleOrder(),
        offer: 'yearly',
        shippingMethod: 'post-mailbox',
      });
      const { fieldErrors } = validationErrorBodySchema.parse(await response.json());
      expect(fieldErrors).toMatchObject({
        paymentFrequency: ['frequency.required'],
        shippingMethod: ['shipping.required'],
      });
    });

    it('answers malformed JSON, a non-object and a wrong content type with 4xx, never 5xx', async () => {
      const headers = { 'content-type': 'application/json', 'Idempotency-Key': newIdempotencyKey() };
      const malformed = await sk.request('/api/orders', { method: 'POST', body: '{"offer":', headers });
      expect(malformed.status).toBe(400);
      const list = await sk.request('/api/orders', { method: 'POST', body: '[1,2]', headers });
      expect(list.status).toBe(400);
      const text = await sk.request('/api/orders', {
        method: 'POST',
        body: 'offer=single',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'Idempotency-Key': newIdempotencyKey(),
        },
      });
      expect(text.status).toBe(415);
    });
  });

  describe('idempotency', () => {
    const countOrdersOf = async (email: string) =>
      (await opened.database.db.select().from(orders).where(eq(orders.email, email))).length;

    it('answers a repeated key with the first response and stores one order', async () => {
      const person = slovakPerson();
      const key = newIdempotencyKey();
      const first = await postOrder(sk, singleOrder(person), key);
      const second = await postOrder(sk, singleOrder(person), key);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.headers.get('Idempotency-Replayed')).toBe('true');
      expect(await second.json()).toEqual(await first.json());
      expect(await countOrdersOf(person.email)).toBe(1);
    });

    it('stores one order for two requests with the same key sent at once', async () => {
      const person = slovakPerson();
      const key = newIdempotencyKey();
      const body = { ...singleOrder(person), paymentMethod: 'card' };
      const responses = await Promise.all([postOrder(sk, body, key), postOrder(sk, body, key)]);
      const results = await Promise.all(responses.map((response) => response.json()));
      expect(responses.map((response) => response.status)).toEqual([201, 201]);
      expect(results[0]).toEqual(results[1]);
      expect(await countOrdersOf(person.email.toLowerCase())).toBe(1);
    });

    it('refuses a key sent again with other data', async () => {
      const key = newIdempotencyKey();
      expect((await postOrder(sk, singleOrder(), key)).status).toBe(201);
      const reused = await postOrder(sk, singleOrder(), key);
      expect(reused.status).toBe(422);
      expect(await reused.json()).toMatchObject({ error: 'idempotency_key_reused' });
    });

    const rawPost = (app: Hono, body: string, key: string) =>
      app.request('/api/orders', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
      });

    it('replays the same order sent again with its fields in another order and other whitespace', async () => {
      const person = slovakPerson();
      const order = singleOrder(person);
      const key = newIdempotencyKey();
      const first = await rawPost(sk, JSON.stringify(order), key);
      expect(first.status).toBe(201);
      const reordered = Object.fromEntries(Object.entries(order).reverse());
      const again = await rawPost(sk, `\n${JSON.stringify(reordered, null, 2)}\n`, key);
      expect(again.status).toBe(201);
      expect(again.headers.get('Idempotency-Replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      const changed = await rawPost(sk, JSON.stringify({ ...reordered, city: 'Košice' }), key);
      expect(changed.status).toBe(422);
      expect(await countOrdersOf(person.email)).toBe(1);
    });

    it.each([
      ['paid after delivery', 'after-delivery'],
      ['paid by card', 'card'],
    ])(
      'stores one order %s for many requests with the same key sent at once',
      async (_case, paymentMethod) => {
        const person = slovakPerson();
        const key = newIdempotencyKey();
        const body = { ...singleOrder(person), paymentMethod };
        const responses = await Promise.all(Array.from({ length: 10 }, () => postOrder(sk, body, key)));
        expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
        const results = await Promise.all(responses.map((response) => response.json()));
        for (const result of results) expect(result).toEqual(results[0]);
        expect(responses.filter((response) => response.headers.get('Idempotency-Replayed'))).toHaveLength(9);
        expect(await countOrdersOf(person.email)).toBe(1);
      },
    );

    it('continues the same card order when a retry follows a payment that failed to start', async () => {
      const { gateway } = createGopayTestKit();
      let starts = 0;
      const { sk: flaky } = await createOrderTestApps(opened.database, {
        paymentGateway: {
          ...gateway,
          createPayment: (request) => {
            starts += 1;
            return starts === 1 ? Promise.reject(new Error('gateway down')) : gateway.createPayment(request);
          },
        },
      });
      const person = slovakPerson();
      const key = newIdempotencyKey();
      const body = { ...singleOrder(person), paymentMethod: 'card' };
      expect((await postOrder(flaky, body, key)).status).toBe(500);
      const [stored] = await opened.database.db.select().from(orders).where(eq(orders.email, person.email));
      expect(stored).toMatchObject({ status: 'payment-required' });

      const retried = await postOrder(flaky, body, key);
      expect(retried.status).toBe(201);
      const result = orderResultSchema.parse(await retried.json());
      expect(result).toMatchObject({ status: 'payment-required', orderId: stored!.id });
      if (result.status === 'payment-required') {
        expect(result.paymentUrl).toMatch(/^http:\/\/gopay\.test\/gw\/\d+$/);
      }
      expect(await (await postOrder(flaky, body, key)).json()).toEqual(result);
      expect(starts).toBe(2);
      expect(await countOrdersOf(person.email)).toBe(1);
    });

    it('keeps the keys of the two sites apart', async () => {
      const key = newIdempotencyKey();
      const slovak = orderResultSchema.parse(await (await postOrder(sk, singleOrder(), key)).json());
      const czech = orderResultSchema.parse(
        await (await postOrder(cz, singleOrder(czechPerson()), key)).json(),
      );
      expect(czech.orderId).not.toBe(slovak.orderId);
    });
  });

  describe('one trial per person', () => {
    const trial = (person: ReturnType<typeof slovakPerson>, offer = 'free-trial') => ({
      ...singleOrder(person),
      offer,
    });

    it.each([
      [
        'the same email',
        (p: ReturnType<typeof slovakPerson>) => ({ ...slovakPerson(), email: p.email.toUpperCase() }),
      ],
      ['the same phone', (p: ReturnType<typeof slovakPerson>) => ({ ...slovakPerson(), phone: p.phone })],
      [
        'the same name, birth date and zip',
        (p: ReturnType<typeof slovakPerson>) => ({
          ...slovakPerson(),
          lastName: p.lastName,
          birthDate: p.birthDate,
        }),
      ],
    ])('refuses a second free trial of %s and stores it as rejected', async (_case, samePerson) => {
      const person = slovakPerson();
      const first = orderResultSchema.parse(await (await postOrder(sk, trial(person))).json());
      expect(first.status).toBe('accepted');
      const response = await postOrder(sk, trial(samePerson(person)));
      expect(response.status).toBe(201);
      expect(response.headers.get('set-cookie')).toBeNull();
      const second = orderResultSchema.parse(await response.json());
      expect(second).toMatchObject({ status: 'rejected', offerType: 'free-trial', rejectionKind: 'general' });
      expect(await rowOf(second.orderId)).toMatchObject({ status: 'rejected', rejectionKind: 'general' });
    });

    it('refuses a second sample with the sample kind, but not a sample after a trial', async () => {
      const person = slovakPerson();
      expect(orderResultSchema.parse(await (await postOrder(sk, trial(person))).json()).status).toBe(
        'accepted',
      );
      expect(
        orderResultSchema.parse(await (await postOrder(sk, trial(person, 'sample'))).json()).status,
      ).toBe('accepted');
      const again = orderResultSchema.parse(await (await postOrder(sk, trial(person, 'sample'))).json());
      expect(again).toMatchObject({ status: 'rejected', rejectionKind: 'sample' });
    });

    it('refuses a second yearly pack within a year with the yearly kind', async () => {
      const person = slovakPerson();
      const yearly = { ...trial(person, 'yearly'), paymentFrequency: 'yearly' };
      expect(orderResultSchema.parse(await (await postOrder(sk, yearly)).json()).status).toBe('accepted');
      const again = orderResultSchema.parse(await (await postOrder(sk, yearly)).json());
      expect(again).toMatchObject({ status: 'rejected', rejectionKind: 'yearly' });
    });

    it('takes any number of single packs from one person', async () => {
      const person = slovakPerson();
      for (let round = 0; round < 2; round += 1) {
        expect(orderResultSchema.parse(await (await postOrder(sk, singleOrder(person))).json()).status).toBe(
          'accepted',
        );
      }
    });

    it('answers each order of a burst on its own, refusing only the repeated trial', async () => {
      const person = slovakPerson();
      const doubledKey = newIdempotencyKey();
      const single = singleOrder();
      const responses = await Promise.all([
        postOrder(sk, trial(person)),
        postOrder(sk, trial({ ...slovakPerson(), phone: person.phone })),
        postOrder(sk, trial(slovakPerson())),
        postOrder(sk, single, doubledKey),
        postOrder(sk, single, doubledKey),
      ]);
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
      const results = await Promise.all(responses.map(async (r) => orderResultSchema.parse(await r.json())));
      expect(
        results
          .slice(0, 2)
          .map((result) => result.status)
          .sort(),
      ).toEqual(['accepted', 'rejected']);
      expect(results[2]?.status).toBe('accepted');
      expect(results[3]).toEqual(results[4]);
      expect(await rowOf(results[2]!.orderId)).toMatchObject({ status: 'accepted' });
      const doubled = await opened.database.db.select().from(orders).where(eq(orders.email, single.email));
      expect(doubled).toHaveLength(1);
    });

    it('lets only one of two first trials of one person sent at once through', async () => {
      const person = slovakPerson();
      const responses = await Promise.all([postOrder(sk, trial(person)), postOrder(sk, trial(person))]);
      const statuses = await Promise.all(
        responses.map(async (r) => orderResultSchema.parse(await r.json()).status),
      );
      expect(statuses.sort()).toEqual(['accepted', 'rejected']);
    });
  });

  describe('GET /api/customer', () => {
    it('answers 204 without a cookie or with an unknown one', async () => {
      expect((await sk.request('/api/customer')).status).toBe(204);
      const unknown = await sk.request('/api/customer', { headers: { cookie: 'customerToken=nope' } });
      expect(unknown.status).toBe(204);
    });

    it('prefills the form of a returning visitor of the same site only', async () => {
      const person = slovakPerson();
      const response = await postOrder(sk, singleOrder(person));
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      const prefill = await sk.request('/api/customer', { headers: { cookie } });
      expect(prefill.status).toBe(200);
      expect(prefill.headers.get('cache-control')).toContain('no-store');
      expect(await prefill.json()).toEqual({
        firstName: person.firstName,
        lastName: person.lastName,
        company: person.company,
        street: person.street,
        houseNumber: person.houseNumber,
        streetAndNumber: `${person.street} ${person.houseNumber}`,
        city: person.city,
        zip: person.zip,
        phonePrefix: '+421',
        phone: person.phone.replace(/\s/g, ''),
        email: person.email,
        // The form's field holds the date as the shopper types it.
        birthDate: `1.2.${person.birthDate.slice(0, 4)}`,
      });
      expect((await cz.request('/api/customer', { headers: { cookie } })).status).toBe(204);
    });

    it.each([
      ['a Czech number on the Slovak site', 'sk', '+420', '601 123'],
      ['a Slovak number on the Czech site', 'cz', '+421', '901 123'],
    ] as const)('stores %s with its prefix and gives the prefix back', async (_case, site, prefix, start) => {
      const app = site === 'sk' ? sk : cz;
      const person = site === 'sk' ? slovakPerson() : czechPerson();
      const national = `${start} ${person.phone.slice(-3)}`;
      const response = await postOrder(app, { ...singleOrder(person), phonePrefix: prefix, phone: national });
      expect(response.status).toBe(201);
      const { orderId } = orderResultSchema.parse(await response.json());
      expect((await rowOf(orderId))?.phone).toBe(`${prefix}${national.replace(/\s/g, '')}`);
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      const prefill = await (await app.request('/api/customer', { headers: { cookie } })).json();
      expect(prefill).toMatchObject({ phonePrefix: prefix, phone: national.replace(/\s/g, '') });
    });

    it('updates the same customer when a returning visitor orders again', async () => {
      const first = await postOrder(sk, singleOrder());
      const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
      const moved = { ...slovakPerson(), city: 'Košice', zip: '040 01' };
      const second = await postOrder(sk, singleOrder(moved), undefined, cookie);
      expect(second.headers.get('set-cookie')?.split(';')[0]).toBe(cookie);
      const prefill = await (await sk.request('/api/customer', { headers: { cookie } })).json();
      expect(prefill).toMatchObject({ city: 'Košice', zip: '040 01', email: moved.email });
      const [a, b] = await Promise.all(
        [first, second].map(async (response) =>
          rowOf(orderResultSchema.parse(await response.json()).orderId),
        ),
      );
      expect(a?.customerId).toBe(b?.customerId);
    });
  });
});
