import {
  discountCheckResultSchema,
  type OrderFormConfig,
  orderFormConfigSchema,
  orderResultSchema,
  type Site,
  validationErrorBodySchema,
} from '@shop/contracts';
import { type AppliedDiscount, isPpl, orderOfferOf, orderTotals, pickupCarrierOf } from '@shop/order-form';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pickupPoints } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createOrderTestApps, newIdempotencyKey, postOrder } from '../orders/orderTestKit';
import { discountCodeSeeds } from '../seed/orders/discountCodeSeeds';
import { offerSeeds } from '../seed/orders/offerSeeds';

const sites: readonly Site[] = ['sk', 'cz'];

let people = 0;

/** A new person per order, so the one-trial-per-person and one-yearly-pack rules never refuse. */
function person(site: Site) {
  people += 1;
  const serial = String(people).padStart(6, '0');
  const common = { firstName: 'Eva', lastName: `Testová${serial}`, birthDate: '1980-05-04' };
  return site === 'sk'
    ? {
        ...common,
        company: 'Nordlys Pharma s.r.o.',
        street: 'Mlynské nivy',
        houseNumber: '12',
        city: 'Bratislava',
        zip: '821 09',
        phone: `901 ${serial.slice(0, 3)} ${serial.slice(3)}`,
        email: `eva.${serial}@azet.sk`,
      }
    : {
        ...common,
        company: 'Nordlys Pharma CZ s.r.o.',
        street: 'Vinohradská',
        houseNumber: '1511/230',
        city: 'Praha 10',
        zip: '100 00',
        phone: `601 ${serial.slice(0, 3)} ${serial.slice(3)}`,
        email: `eva.${serial}@seznam.cz`,
      };
}

/**
 * Every seeded offer, way of delivery and of paying the offer takes, frequency and discount code
 * (valid, expired, not for this offer, none): what the form's summary shows for the choice is what
 * the API answers and what it stores.
 */
describe.each(testBackends())('one pricing rule on $name', (backend) => {
  let opened: TestDatabase;
  let apps: Record<Site, Hono>;
  const configs = new Map<string, OrderFormConfig>();
  const points = new Map<string, string>();

  beforeAll(async () => {
    opened = await backend.open();
    apps = await createOrderTestApps(opened.database);
    for (const site of sites) {
      for (const seed of offerSeeds[site]) {
        const response = await apps[site].request(`/api/order-form/config?offer=${seed.slug}`);
        configs.set(`${site}/${seed.slug}`, orderFormConfigSchema.parse(await response.json()));
      }
      for (const carrier of ['packeta', 'ppl'] as const) {
        const [point] = await opened.database.db
          .select({ id: pickupPoints.id })
          .from(pickupPoints)
          .where(and(eq(pickupPoints.carrier, carrier), eq(pickupPoints.country, site)))
          .limit(1);
        if (point) points.set(`${site}/${carrier}`, point.id);
      }
    }
  });
  afterAll(() => opened?.dispose());

  const choices = fc.constantFrom(...sites).chain((site) =>
    fc.record({
      site: fc.constant(site),
      offer: fc.constantFrom(...offerSeeds[site].map((seed) => seed.slug)),
      shipping: fc.nat(5),
      payment: fc.nat(2),
      frequency: fc.constantFrom('monthly', 'yearly'),
      code: fc.constantFrom(null, ...discountCodeSeeds[site].map((seed) => seed.code.toLowerCase())),
    }),
  );

  async function appliedDiscount(site: Site, offer: string, code: string | null) {
    if (code === null) return { discount: null as AppliedDiscount | null, refused: false };
    const response = await apps[site].request('/api/discount-codes/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, offer }),
    });
    const check = discountCheckResultSchema.parse(await response.json());
    return check.valid
      ? { discount: { code: check.code, amount: check.discount }, refused: false }
      : { discount: null, refused: true };
  }

  it('shows in the summary what the API answers and stores', async () => {
    await fc.assert(
      fc.asyncProperty(choices, async (choice) => {
        const { site } = choice;
        const config = configs.get(`${site}/${choice.offer}`);
        if (!config) throw new Error(`no config for ${site}/${choice.offer}`);
        const shippingMethods = config.shippingMethods.filter((method) => method.available);
        const shipping = shippingMethods[choice.shipping % shippingMethods.length];
        if (!shipping) throw new Error('an offer without a way to ship');
        // SPEC §4's PPL rule: the form takes no cash on delivery with PPL.
        const paymentMethods = config.paymentMethods.filter(
          (method) => method.available && !(isPpl(shipping.id) && method.id === 'after-delivery'),
        );
        const payment = paymentMethods[choice.payment % paymentMethods.length];
        if (!shipping || !payment) throw new Error('an offer without a way to ship or pay');
        const paymentFrequency = config.offer.requiresPaymentFrequency ? choice.frequency : '';
        const carrier = pickupCarrierOf(shipping.id);
        const { discount, refused } = await appliedDiscount(site, choice.offer, choice.code);

        const order = {
          offer: choice.offer,
          ...person(site),
          shippingMethod: shipping.id,
          ...(carrier ? { pickupPointId: points.get(`${site}/${carrier}`) } : {}),
          paymentMethod: payment.id,
          ...(paymentFrequency ? { paymentFrequency } : {}),
          agreement: true,
        };
        if (refused) {
          // The form does not send a code the check turned down; the API refuses it as well.
          const withCode = await postOrder(apps[site], { ...order, discountCode: choice.code });
          expect(withCode.status).toBe(400);
          const body = validationErrorBodySchema.parse(await withCode.json());
          expect(body.fieldErrors.discountCode).toEqual(['discount.invalid']);
        }

        const shown = orderTotals(orderOfferOf(config), {
          shippingMethod: shipping.id,
          paymentMethod: payment.id,
          paymentFrequency,
          discount,
        });
        const response = await postOrder(
          apps[site],
          discount ? { ...order, discountCode: choice.code } : order,
          newIdempotencyKey(),
        );
        expect(response.status, await response.clone().text()).toBe(201);
        const result = orderResultSchema.parse(await response.json());
        if (result.status === 'rejected') throw new Error('a new person was refused');
        expect(result.totals).toEqual(shown);
        const [row] = await opened.database.db.select().from(orders).where(eq(orders.id, result.orderId));
        expect(row).toMatchObject({
          itemsTotal: shown.items,
          discountTotal: shown.discount,
          shippingPrice: shown.shipping,
          paymentPrice: shown.payment,
          total: shown.total,
          dueNow: shown.dueNow,
          paymentFrequency: shown.paymentFrequency,
        });
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('charges a free trial paid after delivery nothing, on both sites', async () => {
    for (const site of sites) {
      const config = configs.get(`${site}/free-trial`);
      if (!config) throw new Error('no free trial');
      const shown = orderTotals(orderOfferOf(config), {
        shippingMethod: 'post-mailbox',
        paymentMethod: 'after-delivery',
        discount: null,
      });
      expect(shown).toMatchObject({ payment: 0, total: 0, dueNow: 0 });
      const response = await postOrder(apps[site], {
        offer: 'free-trial',
        ...person(site),
        shippingMethod: 'post-mailbox',
        paymentMethod: 'after-delivery',
        agreement: true,
      });
      const result = orderResultSchema.parse(await response.json());
      if (result.status === 'rejected') throw new Error('a new person was refused');
      expect(result.totals).toEqual(shown);
    }
  });
});
