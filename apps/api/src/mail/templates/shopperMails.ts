import { formatDate, formatMoney, interpolate, type LazyMessages } from '@shop/i18n';
import { paymentMethods, shippingMethods } from '@shop/order-form';
import {
  composeMail,
  facts,
  heading,
  type InlineImage,
  inlineImage,
  itemTable,
  linkButton,
  type MailPart,
  paragraph,
  type RenderedMail,
  smallPrint,
} from './mailParts';
import { type MailSite, payAgainUrlOf, termsUrlOf } from './mailSiteFacts';
import type { OrderMailView } from './orderMailView';

export interface MailTexts {
  mails: LazyMessages['mails'];
  orderForm: LazyMessages['orderForm'];
}

export const QR_CID = 'payment-qr';

/** Amounts are kept in minor units (cents, haléře): `2880` is 28,80 €. */
const money = (site: MailSite, order: OrderMailView, amount: number) =>
  formatMoney(site.lang, amount / 100, order.currency);

function greeting(texts: MailTexts, order: OrderMailView): MailPart {
  return paragraph(
    interpolate(texts.mails.common.greeting, { name: `${order.firstName} ${order.lastName}` }),
  );
}

/** The seller's identification, the terms and the contact: the foot of every mail to a shopper. */
function sellerFoot(texts: MailTexts, site: MailSite, extra: string[] = []): MailPart {
  const { common } = texts.mails;
  return smallPrint([
    ...extra,
    interpolate(common.seller, site.company),
    interpolate(common.contact, { email: site.contactEmail }),
    interpolate(common.termsText, { url: termsUrlOf(site) }),
  ]);
}

function signature(texts: MailTexts, site: MailSite): MailPart {
  return paragraph(interpolate(texts.mails.common.signature, { productName: site.productName }));
}

export function shippingNameOf(texts: MailTexts, id: string): string {
  const method = shippingMethods.find((candidate) => candidate.id === id);
  return method ? texts.orderForm.shipping[method.texts].name : id;
}

export function paymentNameOf(texts: MailTexts, id: string): string {
  const method = paymentMethods.find((candidate) => candidate.id === id);
  return method ? texts.orderForm.payment[method.texts].name : id;
}

/** Items, shipping, pickup point, payment, totals: what was ordered for how much, VAT included. */
export function orderSummary(texts: MailTexts, site: MailSite, order: OrderMailView): MailPart[] {
  const t = texts.mails.confirmation;
  const rows: [string, string][] = [
    [
      `${t.shipping}: ${shippingNameOf(texts, order.shippingMethod)}`,
      money(site, order, order.shippingPrice),
    ],
    [`${t.payment}: ${paymentNameOf(texts, order.paymentMethod)}`, money(site, order, order.paymentPrice)],
  ];
  if (order.discountTotal > 0) rows.push([t.discount, `−${money(site, order, order.discountTotal)}`]);
  rows.push([t.total, money(site, order, order.total)], [t.dueNow, money(site, order, order.dueNow)]);
  const parts = [
    itemTable(
      [t.items, t.quantity, t.price],
      order.items.map((item) => [item.name, String(item.quantity), money(site, order, item.total)] as const),
    ),
    facts(rows),
    paragraph(t.vatNote),
  ];
  if (order.pickupPoint) {
    const point = order.pickupPoint;
    parts.push(facts([[t.pickupPoint, `${point.name}, ${point.street}, ${point.zip} ${point.city}`]]));
  } else {
    const { address } = order;
    parts.push(facts([[t.deliveryAddress, `${address.streetAndNumber}, ${address.zip} ${address.city}`]]));
  }
  return parts;
}

function paymentPart(
  texts: MailTexts,
  site: MailSite,
  order: OrderMailView,
): { parts: MailPart[]; images: InlineImage[] } {
  const t = texts.mails.confirmation;
  if (order.paymentMethod === 'bank-transfer' && order.bankTransfer && order.dueNow > 0) {
    const { instructions: bank, qrPng } = order.bankTransfer;
    const qr: InlineImage = {
      cid: QR_CID,
      filename: 'qr-platba.png',
      contentType: 'image/png',
      content: qrPng,
    };
    const rows: [string, string][] = [[t.bankTransfer.recipient, bank.recipient]];
    if (bank.domesticAccount) rows.push([t.bankTransfer.account, bank.domesticAccount]);
    rows.push(
      [t.bankTransfer.iban, bank.iban],
      [t.bankTransfer.bic, bank.bic],
      [t.bankTransfer.amount, formatMoney(site.lang, bank.amount / 100, bank.currency)],
      [t.bankTransfer.variableSymbol, bank.variableSymbol],
      [t.bankTransfer.dueDate, formatDate(bank.dueDate)],
    );
    return {
      parts: [
        heading(t.bankTransfer.title),
        facts(rows),
        paragraph(t.bankTransfer.qr),
        inlineImage(qr, t.bankTransfer.qrAlt, 240),
      ],
      images: [qr],
    };
  }
  if (order.paymentMethod === 'card') {
    if (order.paid || order.dueNow === 0) return { parts: [paragraph(t.cardPaid)], images: [] };
    return {
      parts: [paragraph(t.cardUnpaid), linkButton(t.payLink, payAgainUrlOf(site, order.orderId))],
      images: [],
    };
  }
  if (order.paymentMethod === 'after-delivery') return { parts: [paragraph(t.afterDelivery)], images: [] };
  return { parts: [], images: [] };
}

/** To the shopper, once an order is placed (never for a rejected one). */
export function orderConfirmationMail(texts: MailTexts, site: MailSite, order: OrderMailView): RenderedMail {
  const t = texts.mails.confirmation;
  const payment = paymentPart(texts, site, order);
  return composeMail(
    site.lang,
    interpolate(t.subject, { orderNumber: order.orderNumber }),
    [
      greeting(texts, order),
      paragraph(interpolate(t.intro, { orderNumber: order.orderNumber })),
      ...orderSummary(texts, site, order),
      ...payment.parts,
      paragraph(interpolate(t.withdrawal, { email: site.contactEmail })),
      linkButton(texts.mails.common.terms, termsUrlOf(site)),
      signature(texts, site),
      sellerFoot(texts, site),
    ],
    payment.images,
  );
}

/** To the shopper, once the order's payment arrived (card or bank transfer). */
export function paymentReceivedMail(texts: MailTexts, site: MailSite, order: OrderMailView): RenderedMail {
  const t = texts.mails.paymentReceived;
  const values = { orderNumber: order.orderNumber, amount: money(site, order, order.dueNow) };
  return composeMail(site.lang, interpolate(t.subject, values), [
    greeting(texts, order),
    paragraph(interpolate(t.body, values)),
    signature(texts, site),
    sellerFoot(texts, site),
  ]);
}

/** To the shopper, when a card payment was cancelled or timed out: the link pays again. */
export function paymentFailedMail(
  texts: MailTexts,
  site: MailSite,
  order: OrderMailView,
  reason: 'cancelled' | 'timed-out',
): RenderedMail {
  const t = texts.mails.paymentFailed;
  const values = { orderNumber: order.orderNumber };
  return composeMail(
    site.lang,
    interpolate(reason === 'cancelled' ? t.subjectCancelled : t.subjectTimedOut, values),
    [
      greeting(texts, order),
      paragraph(interpolate(reason === 'cancelled' ? t.bodyCancelled : t.bodyTimedOut, values)),
      paragraph(t.payAgain),
      linkButton(t.payAgainLink, payAgainUrlOf(site, order.orderId)),
      signature(texts, site),
      sellerFoot(texts, site),
    ],
  );
}
