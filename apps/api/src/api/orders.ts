import {
  customerTokenCookieName,
  type OrderPayment,
  orderPaymentQuerySchema,
  orderReceiptQuerySchema,
  orderRequestSchema,
  type PaymentMethodId,
  type PaymentStarted,
  type Site,
  type ValidationErrorBody,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { customers, orderItems, orders } from '../db/schema';
import { CUSTOMER_TOKEN_MAX_AGE, customerTokenHash } from '../orders/customerToken';
import { requestHashOf } from '../orders/idempotencyStore';
import { type OfferCatalog, offerTypeNameOf } from '../orders/offerCatalog';
import { cardPaymentOf, receiptOf } from '../orders/orderReceipt';
import { createOrderWriter } from '../orders/orderWriter';
import { prepareOrder } from '../orders/prepareOrder';
import { type OrderPayments, type OrderRow, orderNumberOf, wasPaid } from '../payments/orderPayments';
import type { ClientIp } from './clientIp';
import { apiError } from './errorResponses';
import { readHostCookie, setHostCookie } from './hostCookie';
import { idempotencyKey } from './idempotencyKey';
import { ipHash } from './ipHash';
import { jsonBody } from './jsonBody';
import type { SiteEnv, SiteOfRequest } from './siteOfRequest';

export interface OrderRoutesOptions {
  database: Database;
  siteOf: SiteOfRequest;
  clientIp: ClientIp;
  ipHashSalt: string;
  offers: OfferCatalog;
  payments: OrderPayments;
  /** The ways of paying taken now (`offeredPaymentMethods`); without card no payment starts. */
  payable: readonly PaymentMethodId[];
  now: () => Date;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A card order of the site that can be paid: refused and other orders are not found here. */
async function findCardOrder(database: Database, site: Site, id: string): Promise<OrderRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await database.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.site, site), eq(orders.paymentMethod, 'card')))
    .limit(1);
  return row && row.status !== 'rejected' && row.dueNow > 0 ? row : undefined;
}

/**
 * A placed order of the site whose customer the visitor's cookie names; anyone else, and a refused
 * order, finds nothing, so an order's id alone shows no one what was ordered or that it exists.
 */
async function findOwnOrder(
  database: Database,
  site: Site,
  id: string,
  token: string | undefined,
): Promise<OrderRow | undefined> {
  if (!token || !uuidPattern.test(id)) return undefined;
  const [found] = await database.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        eq(orders.id, id),
        eq(orders.site, site),
        eq(customers.site, site),
        eq(customers.tokenHash, customerTokenHash(token)),
      ),
    )
    .limit(1);
  return found && found.order.status !== 'rejected' ? found.order : undefined;
}

export function orderRoutes(options: OrderRoutesOptions): Hono {
  const { database, siteOf, offers, payments, payable, now } = options;
  const cardPayments = payable.includes('card');
  const orderWriter = createOrderWriter({ db: database.db, payments });

  const paymentTarget = async (c: Context<SiteEnv>) => {
    const parsed = orderPaymentQuerySchema.safeParse({ id: c.req.param('id') });
    if (!parsed.success) {
      return {
        ok: false as const,
        response: c.json<ValidationErrorBody>(
          { error: 'validation', fieldErrors: { id: ['invalid-order'] } },
          400,
        ),
      };
    }
    const order = await findCardOrder(database, c.var.site, parsed.data.id);
    if (!order) {
      return {
        ok: false as const,
        response: apiError(c, 404, 'order_not_found', 'No card order with this id'),
      };
    }
    return { ok: true as const, order };
  };

  return new Hono()
    .post('/', siteOf, idempotencyKey, jsonBody(orderRequestSchema), async (c) => {
      const { site } = c.var;
      const key = c.req.valid('header').idempotencyKey;
      const body = c.req.valid('json');
      const moment = now();
      const prepared = await prepareOrder(database.db, offers, site, body, moment, payable);
      if (!prepared.ok) {
        return c.json<ValidationErrorBody>({ error: 'validation', fieldErrors: prepared.fieldErrors }, 400);
      }

      const stored = await orderWriter.store({
        order: prepared.order,
        references: {
          consentProofId: body.consentProofId,
          trackingSessionId: body.trackingSessionId,
          deviceId: body.deviceId,
          ipHash: ipHash(options.clientIp(c), options.ipHashSalt),
        },
        visitorToken: readHostCookie(c, customerTokenCookieName),
        now: moment,
        claim: { site, key, requestHash: requestHashOf(body) },
      });
      if (stored.kind === 'mismatch') {
        return apiError(c, 422, 'idempotency_key_reused', 'This key was sent before with other data');
      }
      if (stored.kind === 'in-progress') {
        return apiError(
          c,
          409,
          'idempotency_key_in_progress',
          'The first request with this key is still running',
        );
      }
      if (stored.kind === 'replayed') {
        c.header('Idempotency-Replayed', 'true');
        return c.json(stored.response.body as object, stored.response.status as 201);
      }
      if (stored.customerToken) {
        setHostCookie(c, customerTokenCookieName, stored.customerToken, {
          httpOnly: true,
          sameSite: 'Lax',
          maxAge: CUSTOMER_TOKEN_MAX_AGE,
        });
      }
      return c.json(stored.result, 201);
    })
    .get('/:id', siteOf, async (c) => {
      c.header('Cache-Control', 'no-store');
      if (!orderReceiptQuerySchema.safeParse({ id: c.req.param('id') }).success) {
        return c.json<ValidationErrorBody>(
          { error: 'validation', fieldErrors: { id: ['invalid-order'] } },
          400,
        );
      }
      const order = await findOwnOrder(
        database,
        c.var.site,
        c.req.param('id'),
        readHostCookie(c, customerTokenCookieName),
      );
      if (!order) return apiError(c, 404, 'order_not_found', 'No order with this id for this visitor');
      const [items, offer, state] = await Promise.all([
        database.db
          .select({ name: orderItems.name, quantity: orderItems.quantity, total: orderItems.total })
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(orderItems.sku),
        offers.find(order.site, order.offerSlug),
        order.paymentMethod === 'card' ? payments.stateOf(order) : Promise.resolve(undefined),
      ]);
      return c.json(receiptOf(order, items, offer, cardPaymentOf(order, state)));
    })
    .get('/:id/payment', siteOf, async (c) => {
      const target = await paymentTarget(c);
      if (!target.ok) return target.response;
      const { order } = target;
      const state = await payments.stateOf(order);
      const body: OrderPayment = {
        orderId: order.id,
        orderNumber: orderNumberOf(order.site, order.number),
        state,
        payable: !wasPaid(state) && cardPayments,
        amount: order.dueNow,
        currency: order.currency,
        offerTypeName: offerTypeNameOf(order.offerType),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .post('/:id/payment', siteOf, async (c) => {
      const target = await paymentTarget(c);
      if (!target.ok) return target.response;
      const current = await payments.stateOf(target.order);
      if (wasPaid(current)) {
        return apiError(c, 409, 'order_paid', 'This order is paid already');
      }
      if (!cardPayments) {
        return apiError(c, 409, 'card_payments_off', 'Card payment is not available now');
      }
      const started = await payments.start(target.order);
      return c.json<PaymentStarted>({ paymentId: started.paymentId, paymentUrl: started.paymentUrl }, 201);
    });
}
