import { apiPath, apiPaths } from '@shop/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { sandboxPayments } from '../db/schema';
import type { GatewayPaymentStatus, PaymentGateway } from './paymentGateway';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

export interface SandboxGateway extends PaymentGateway {
  /** The payment as the sandbox page shows it. */
  find(paymentId: string): Promise<SandboxPayment | undefined>;
  /**
   * What the customer chose on the sandbox page; only a pending payment changes. Answers the
   * status the payment has afterwards, or `undefined` for an unknown payment.
   */
  record(paymentId: string, status: GatewayPaymentStatus): Promise<GatewayPaymentStatus | undefined>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SANDBOX card gateway for development and tests: no money moves. Its page under
 * `/api/payments/sandbox/{paymentId}` lets a person pay, cancel or leave the payment pending.
 * A production deployment replaces it with an adapter of a real gateway (same interface).
 */
export function createSandboxGateway(db: Db): SandboxGateway {
  const find = async (paymentId: string) => {
    if (!uuidPattern.test(paymentId)) return undefined;
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).limit(1);
    return row;
  };
  return {
    name: 'sandbox',
    async createPayment(request) {
      const [row] = await db
        .insert(sandboxPayments)
        .values({
          site: request.site,
          orderNumber: request.orderNumber,
          amount: request.amount,
          currency: request.currency,
        })
        .returning({ id: sandboxPayments.id });
      const paymentId = row!.id;
      // Same origin as the site, so the redirect needs no host.
      return { paymentId, redirectUrl: apiPath(apiPaths.sandboxPayment, { paymentId }) };
    },
    async getStatus(paymentId) {
      return (await find(paymentId))?.status;
    },
    find,
    async record(paymentId, status) {
      const current = await find(paymentId);
      if (!current) return undefined;
      if (current.status !== 'pending') return current.status;
      await db
        .update(sandboxPayments)
        .set({ status, updatedAt: new Date() })
        .where(eq(sandboxPayments.id, paymentId));
      return status;
    },
  };
}
