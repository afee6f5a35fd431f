import { discountCheckResultSchema, pickupPointsSchema, validationErrorBodySchema } from '@shop/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createOrderTestApps } from '../orders/orderTestKit';

describe.each(testBackends())('pickup points and discount codes on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  let cz: Hono;

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk, cz } = await createOrderTestApps(opened.database));
  });
  afterAll(() => opened?.dispose());

  const points = async (app: Hono, query: string) => {
    const response = await app.request(`/api/pickup-points?${query}`);
    expect(response.status).toBe(200);
    return pickupPointsSchema.parse(await response.json());
  };

  describe('GET /api/pickup-points', () => {
    it.each([
      ['packeta', 'cz'],
      ['ppl', 'cz'],
      ['packeta', 'sk'],
      ['ppl', 'sk'],
    ])('holds at least 25 %s points in %s across at least 15 cities', async (carrier, country) => {
      const found = await points(sk, `carrier=${carrier}&country=${country}&limit=50`);
      expect(found.total).toBeGreaterThanOrEqual(25);
      expect(found.items.every((point) => point.carrier === carrier && point.country === country)).toBe(true);
      expect(new Set(found.items.map((point) => point.city)).size).toBeGreaterThanOrEqual(15);
      const zipPattern = country === 'cz' ? /^[1-7]\d{2} \d{2}$/ : /^[089]\d{2} \d{2}$/;
      expect(found.items.every((point) => zipPattern.test(point.zip))).toBe(true);
    });

    it('finds points by city without accents, the city before streets named after it', async () => {
      const found = await points(cz, 'carrier=ppl&q=plzen');
      expect(found.items.map((point) => `${point.city}, ${point.street}`)).toEqual([
        'Plzeň, Slovanská alej 30',
        'Plzeň, Klatovská třída 42',
        'Praha 5, Plzeňská 8',
      ]);
    });

    it('finds points by zip with or without the space, and by name', async () => {
      const spaced = await points(cz, 'carrier=packeta&q=602%2000');
      const joined = await points(cz, 'carrier=packeta&q=60200');
      expect(spaced.items.map((point) => point.zip)).toEqual(['602 00']);
      expect(joined.items).toEqual(spaced.items);
      const byName = await points(sk, 'carrier=packeta&q=trafika%20zvolen');
      expect(byName.items.map((point) => point.name)).toEqual(['Trafika Zvolen']);
    });

    it('uses the site country by default and tells ParcelShops from ParcelBoxes with opening hours', async () => {
      const found = await points(sk, 'carrier=ppl&q=bratislava');
      expect(found.items.every((point) => point.country === 'sk')).toBe(true);
      const box = found.items.find((point) => point.type === 'parcel-box');
      const shop = found.items.find((point) => point.type === 'parcel-shop');
      expect(box?.openingHours).toHaveLength(7);
      expect(shop?.openingHours.length).toBeGreaterThan(0);
    });

    it('caps the list and still counts every match', async () => {
      const found = await points(sk, 'carrier=packeta&limit=5');
      expect(found.items).toHaveLength(5);
      expect(found.total).toBeGreaterThan(5);
    });

    it('answers an empty list for a search that matches nothing, even with LIKE characters', async () => {
      expect((await points(sk, 'carrier=ppl&q=%25')).items).toEqual([]);
      expect((await points(sk, 'carrier=ppl&q=atlantis')).total).toBe(0);
    });

    it.each([
      ['no carrier', 'q=brno', 'carrier', 'required'],
      ['an unknown carrier', 'carrier=dhl', 'carrier', 'invalid-option'],
      ['an unknown country', 'carrier=ppl&country=de', 'country', 'invalid-option'],
      ['a limit over 50', 'carrier=ppl&limit=51', 'limit', 'invalid-limit'],
    ])('answers 400 for %s', async (_case, query, field, code) => {
      const response = await sk.request(`/api/pickup-points?${query}`);
      expect(response.status).toBe(400);
      expect(validationErrorBodySchema.parse(await response.json()).fieldErrors[field]).toEqual([code]);
    });
  });

  describe('POST /api/discount-codes/check', () => {
    const check = (app: Hono, body: unknown) =>
      app.request('/api/discount-codes/check', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });

    it('takes a percent off the items of the offer, whatever the case of the code', async () => {
      const response = await check(sk, { code: 'nordlys10', offer: 'single' });
      expect(response.status).toBe(200);
      expect(discountCheckResultSchema.parse(await response.json())).toEqual({
        valid: true,
        code: 'NORDLYS10',
        kind: 'percent',
        value: 10,
        discount: 249,
        currency: 'EUR',
      });
    });

    it('takes a fixed amount in the site currency', async () => {
      const result = discountCheckResultSchema.parse(
        await (await check(cz, { code: 'JARO100', offer: 'yearly' })).json(),
      );
      expect(result).toMatchObject({ valid: true, kind: 'amount', discount: 10000, currency: 'CZK' });
    });

    it.each([
      ['unknown', { code: 'NOPE', offer: 'single' }],
      ['expired', { code: 'ZIMA2020', offer: 'single' }],
      ['not-applicable', { code: 'NORDLYS10', offer: 'free-trial' }],
      ['not-applicable', { code: 'LETO5', offer: 'sample' }],
    ])('answers 200 valid: false with the reason %s', async (reason, body) => {
      const response = await check(sk, body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ valid: false, reason });
    });

    it('knows the codes of its own site only', async () => {
      expect(await (await check(sk, { code: 'JARO100', offer: 'single' })).json()).toEqual({
        valid: false,
        reason: 'unknown',
      });
    });

    it('answers 404 for an unknown offer and 400 for a missing code', async () => {
      const unknown = await check(sk, { code: 'NORDLYS10', offer: 'no-such-offer' });
      expect(unknown.status).toBe(404);
      const missing = await check(sk, { code: ' ', offer: 'single' });
      expect(missing.status).toBe(400);
      expect(validationErrorBodySchema.parse(await missing.json()).fieldErrors).toEqual({
        code: ['required'],
      });
    });
  });
});
