import { bankTransferInstructions } from '@shop/order-form/bank-transfer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { contactMessages, type mailOutbox, orderItems, orders, pickupPoints } from '../db/schema';
import { orderNumberOf } from '../payments/orderPayments';
import type { MailSite } from './mailSite';
import { qrCodePng } from './qrPng';
import type { RenderedMail } from './templates/mailParts';
import { mailTextsOf } from './templates/mailTexts';
import type { OrderMailView } from './templates/orderMailView';
import { shopContactMessageMail, shopNewOrderMail } from './templates/shopMails';
import { orderConfirmationMail, paymentFailedMail, paymentReceivedMail } from './templates/shopperMails';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** An order as its mails show it, read from the database. */
export async function orderMailViewOf(
  db: Db,
  site: MailSite,
  orderId: string,
  /** The payment details and QR code, which only the confirmation shows (PAY by square takes ~60 ms). */
  { withBankTransfer = true } = {},
): Promise<OrderMailView | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return undefined;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [point] = order.pickupPointId
    ? await db.select().from(pickupPoints).where(eq(pickupPoints.id, order.pickupPointId)).limit(1)
    : [];
  const orderNumber = orderNumberOf(order.site, order.number);
  const bankTransferOf = () => {
    const instructions = bankTransferInstructions({
      site: order.site,
      account: site.bankAccount,
      amount: order.dueNow,
      currency: order.currency,
      orderNumber,
      placedAt: order.createdAt,
    });
    return { instructions, qrPng: qrCodePng(instructions.qrCode) };
  };
  return {
    site: order.site,
    orderId: order.id,
    orderNumber,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    phone: order.phone,
    address: { streetAndNumber: order.streetAndNumber, city: order.city, zip: order.zip },
    offerSlug: order.offerSlug,
    currency: order.currency,
    items: items.map((item) => ({ name: item.name, quantity: item.quantity, total: item.total })),
    shippingMethod: order.shippingMethod,
    shippingPrice: order.shippingPrice,
    pickupPoint: point ? { name: point.name, street: point.street, city: point.city, zip: point.zip } : null,
    paymentMethod: order.paymentMethod,
    paymentPrice: order.paymentPrice,
    discountTotal: order.discountTotal,
    total: order.total,
    dueNow: order.dueNow,
    paid: order.paidAt !== null,
    bankTransfer:
      withBankTransfer && order.paymentMethod === 'bank-transfer' && order.dueNow > 0
        ? bankTransferOf()
        : null,
  };
}

export interface MailEnvelope extends RenderedMail {
  /** For the shop's mail about a contact message: the sender. */
  replyTo?: string;
}

/** Renders an outbox row from what it names; throws when that is gone (a mail that cannot be sent). */
export async function renderOutboxMail(db: Db, site: MailSite, row: OutboxRow): Promise<MailEnvelope> {
  const texts = await mailTextsOf(row.site);
  if (row.kind === 'shop-contact-message') {
    const id = row.data.contactMessageId!;
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!message) throw new Error(`The contact message ${id} of mail ${row.id} is missing`);
    return { ...shopContactMessageMail(texts, site, message), replyTo: message.email };
  }
  const orderId = row.data.orderId!;
  const order = await orderMailViewOf(db, site, orderId, {
    withBankTransfer: row.kind === 'order-confirmation',
  });
  if (!order) throw new Error(`The order ${orderId} of mail ${row.id} is missing`);
  switch (row.kind) {
    case 'order-confirmation':
      return orderConfirmationMail(texts, site, order);
    case 'shop-new-order':
      return shopNewOrderMail(texts, site, order);
    case 'payment-received':
      return paymentReceivedMail(texts, site, order);
    case 'payment-failed':
      return paymentFailedMail(
        texts,
        site,
        order,
        row.data.reason === 'timed-out' ? 'timed-out' : 'cancelled',
      );
  }
}
