import { formatMoney, interpolate } from '@shop/i18n';
import { composeMail, facts, paragraph, type RenderedMail } from './mailParts';
import type { MailSite } from './mailSiteFacts';
import type { OrderMailView } from './orderMailView';
import { type MailTexts, orderSummary } from './shopperMails';

/** To the shop (`ORDERS_MAIL_TO`), for each new order that was not rejected. */
export function shopNewOrderMail(texts: MailTexts, site: MailSite, order: OrderMailView): RenderedMail {
  const t = texts.mails.shopNewOrder;
  const total = formatMoney(site.lang, order.total / 100, order.currency);
  return composeMail(site.lang, interpolate(t.subject, { orderNumber: order.orderNumber, total }), [
    paragraph(interpolate(t.intro, { domain: site.domain, orderNumber: order.orderNumber })),
    facts([
      [t.customer, `${order.firstName} ${order.lastName}`],
      [t.email, order.email],
      [t.phone, order.phone],
      [t.address, `${order.address.streetAndNumber}, ${order.address.zip} ${order.address.city}`],
      [t.offer, order.offerSlug],
    ]),
    ...orderSummary(texts, site, order),
  ]);
}

/** A message of the contact form, as the mail to the shop shows it. */
export interface ContactMailView {
  name: string;
  email: string;
  phone: string | null;
  customerType: 'new' | 'existing';
  customerNumber: string | null;
  questionType: 'loyalty' | 'shipping-change' | 'product' | 'other';
  message: string;
}

/** To the shop (`SUPPORT_MAIL_TO`), for each contact message; its Reply-To is the sender. */
export function shopContactMessageMail(
  texts: MailTexts,
  site: MailSite,
  message: ContactMailView,
): RenderedMail {
  const t = texts.mails.shopContactMessage;
  const rows: [string, string][] = [
    [t.name, message.name],
    [t.email, message.email],
  ];
  if (message.phone) rows.push([t.phone, message.phone]);
  rows.push([t.customerType, t.customerTypes[message.customerType]]);
  if (message.customerNumber) rows.push([t.customerNumber, message.customerNumber]);
  rows.push([t.questionType, t.questionTypes[message.questionType]]);
  return composeMail(
    site.lang,
    interpolate(t.subject, { questionType: t.questionTypes[message.questionType] }),
    [paragraph(interpolate(t.intro, { domain: site.domain })), facts(rows), paragraph(message.message)],
  );
}
