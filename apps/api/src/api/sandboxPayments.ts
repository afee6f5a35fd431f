import { randomBytes } from 'node:crypto';
import type { Site } from '@shop/contracts';
import { apiPaths } from '@shop/contracts/vocabulary';
import type { LazyMessageLoaders } from '@shop/i18n';
import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import { type Context, Hono } from 'hono';
import type { OrderPayments } from '../payments/orderPayments';
import { paymentReturnPath } from '../payments/paymentReturnPaths';
import type { SandboxGateway } from '../payments/sandboxGateway';
import { renderSandboxPage, type SandboxPageState, sandboxPagePolicy } from '../payments/sandboxPage';
import { apiRoute } from './apiRoute';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './cspReports';

const catalogs: Record<Site, LazyMessageLoaders> = { sk: skLazyMessages, cz: csLazyMessages };
const results = new Set(['paid', 'cancelled', 'pending'] as const);
type Result = 'paid' | 'cancelled' | 'pending';

export interface SandboxPaymentRoutesOptions {
  sandbox: SandboxGateway;
  payments: OrderPayments;
  /** The site of this origin, for pages about payments nobody knows. */
  site?: Site;
}

/** The SANDBOX gateway's pages; a real gateway hosts its own, so these go with the sandbox. */
export function sandboxPaymentRoutes({ sandbox, payments, site }: SandboxPaymentRoutesOptions): Hono {
  const page = async (c: Context, state: SandboxPageState, pageSite: Site, status: 200 | 400 | 404) => {
    const messages = await catalogs[pageSite].paymentGateway();
    const nonce = randomBytes(16).toString('base64');
    // The API's other security headers come with every answer (`apiSecurityHeaders`).
    c.header('Content-Security-Policy', sandboxPagePolicy(nonce));
    c.header('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    c.header('Cache-Control', 'no-store');
    const html = renderSandboxPage(state, {
      site: pageSite,
      messages,
      nonce,
      action: c.req.path,
    });
    return c.html(html, status);
  };

  return new Hono()
    .get(apiRoute(apiPaths.sandboxPayment), async (c) => {
      const payment = await sandbox.find(c.req.param('paymentId'));
      if (!payment) return page(c, { kind: 'not-found' }, site ?? 'sk', 404);
      const state: SandboxPageState =
        payment.status === 'pending' ? { kind: 'open', payment } : { kind: 'completed', payment };
      return page(c, state, payment.site, 200);
    })
    .post(apiRoute(apiPaths.sandboxPayment), async (c) => {
      const paymentId = c.req.param('paymentId');
      const payment = await sandbox.find(paymentId);
      if (!payment) return page(c, { kind: 'not-found' }, site ?? 'sk', 404);
      // A malformed multipart body makes the parser throw; it is the same bad choice as no choice.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const chosen = form.result;
      if (typeof chosen !== 'string' || !results.has(chosen as Result)) {
        return page(c, { kind: 'open', payment, error: true }, payment.site, 400);
      }
      await sandbox.record(paymentId, chosen as Result);
      const synced = await payments.sync(paymentId);
      if (!synced) return page(c, { kind: 'not-found' }, payment.site, 404);
      const { order, status } = synced;
      return c.redirect(paymentReturnPath(order.site, order.offerType, status, order.id), 303);
    });
}
