import { apiPaths } from '@shop/contracts/vocabulary';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Db } from '../db/createDatabase';
import { orders, payments } from '../db/schema';
import type { Logger } from '../logger';
import type { OrderPayments } from '../payments/orderPayments';
import { paymentReturnPath } from '../payments/paymentReturnPaths';
import { apiRoute } from './apiRoute';
import { apiError } from './errorResponses';

export interface GopayPaymentRoutesOptions {
  db: Db;
  payments: OrderPayments;
  logger: Logger;
}

const idPattern = /^\d{1,20}$/;

function paymentIdOf(c: Context): string | undefined {
  const id = c.req.query('id');
  return id !== undefined && idPattern.test(id) ? id : undefined;
}

const badId = (c: Context) =>
  c.json({ error: 'validation', fieldErrors: { id: ['is the GoPay payment id, a number'] } }, 400);

/**
 * GoPay's two calls back into the shop. Neither is trusted: both only say which payment to ask
 * GoPay about, and the state GoPay answers is recorded (`OrderPayments.sync`).
 *
 * - The notification answers 200 once the state is recorded; 404 for a payment the shop never
 *   started (nothing to record, and GoPay's retries of it change nothing either); 503 with
 *   `Retry-After` while GoPay cannot be asked, so GoPay notifies again (and the reconciler asks
 *   later anyway).
 * - The return redirects to the thank-you, pending or cancelled page; while GoPay cannot be asked,
 *   to the pending page, which asks again.
 */
export function gopayPaymentRoutes({ db, payments: orderPayments, logger }: GopayPaymentRoutesOptions): Hono {
  const notification = async (c: Context) => {
    const id = paymentIdOf(c);
    if (!id) return badId(c);
    try {
      const synced = await orderPayments.sync(id);
      if (!synced) return apiError(c, 404, 'payment_not_found', 'The shop started no such payment');
      return c.json({ ok: true, state: synced.status });
    } catch (error) {
      logger.warn('GoPay could not be asked about a notified payment', { error, gatewayPaymentId: id });
      c.header('Retry-After', '30');
      return apiError(c, 503, 'gateway_unavailable', 'The payment gateway cannot be asked now');
    }
  };

  return (
    new Hono()
      // GoPay notifies with a plain GET (a read: no write budget of GoPay's address is used up).
      .get(apiRoute(apiPaths.gopayNotification), notification)
      .get(apiRoute(apiPaths.gopayReturn), async (c) => {
        const id = paymentIdOf(c);
        if (!id) return badId(c);
        c.header('Cache-Control', 'no-store');
        try {
          const synced = await orderPayments.sync(id);
          if (!synced) return apiError(c, 404, 'payment_not_found', 'The shop started no such payment');
          const { order, status } = synced;
          return c.redirect(paymentReturnPath(order.site, order.offerType, status, order.id), 303);
        } catch (error) {
          logger.warn('GoPay could not be asked about a returning payment', { error, gatewayPaymentId: id });
          const [row] = await db
            .select({ site: orders.site, offerType: orders.offerType, orderId: orders.id })
            .from(payments)
            .innerJoin(orders, eq(orders.id, payments.orderId))
            .where(and(eq(payments.gateway, orderPayments.gatewayName), eq(payments.gatewayPaymentId, id)))
            .limit(1);
          if (!row) return apiError(c, 404, 'payment_not_found', 'The shop started no such payment');
          return c.redirect(paymentReturnPath(row.site, row.offerType, 'pending', row.orderId), 303);
        }
      })
  );
}
