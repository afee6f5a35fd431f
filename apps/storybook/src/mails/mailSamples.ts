import { bankTransferInstructions } from '@shop/order-form/bank-transfer';
import { type MailSite, mailSiteFromWebsite } from '../../../api/src/mail/templates/mailSiteFacts';
import type { OrderMailView } from '../../../api/src/mail/templates/orderMailView';
import type { ContactMailView } from '../../../api/src/mail/templates/shopMails';
import { website as czWebsite } from '../../../cz/website.config';
import { website as skWebsite } from '../../../sk/website.config';

/** The two sites' mail facts from their website configs. */
export const sampleSites: Record<'sk' | 'cz', MailSite> = {
  sk: mailSiteFromWebsite(skWebsite, skWebsite.baseUrl),
  cz: mailSiteFromWebsite(czWebsite, czWebsite.baseUrl),
};

const people = {
  sk: { firstName: 'Ján', lastName: 'Kováč', email: 'jan.kovac@azet.sk', phone: '+421 901 123 456' },
  cz: {
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana.novakova@seznam.cz',
    phone: '+420 601 123 456',
  },
};

const prices = {
  sk: { currency: 'EUR' as const, item: 2490, shipping: 390, items: 'Nordlys Omega-3 + D3 + K2, 30 kapsúl' },
  cz: {
    currency: 'CZK' as const,
    item: 56900,
    shipping: 8900,
    items: 'Nordlys Omega-3 + D3 + K2, 30 kapslí',
  },
};

export type SamplePayment = 'bank-transfer' | 'card' | 'after-delivery';

/** An order of the site paid the given way; a bank transfer carries its QR code (SVG for the preview). */
export function sampleOrder(site: 'sk' | 'cz', payment: SamplePayment, paid = false): OrderMailView {
  const price = prices[site];
  const total = price.item * 2 + price.shipping;
  const orderNumber = `${site.toUpperCase()}-0000123`;
  const instructions =
    payment === 'bank-transfer'
      ? bankTransferInstructions({
          site,
          account: sampleSites[site].bankAccount,
          amount: total,
          currency: price.currency,
          orderNumber,
          placedAt: new Date('2026-11-20T10:00:00Z'),
        })
      : null;
  return {
    site,
    orderId: '9f1c2a3b-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    orderNumber,
    ...people[site],
    address:
      site === 'sk'
        ? { streetAndNumber: 'Mlynské nivy 12', city: 'Bratislava', zip: '821 09' }
        : { streetAndNumber: 'Vinohradská 1511/230', city: 'Praha 10', zip: '100 00' },
    offerSlug: 'duo',
    currency: price.currency,
    items: [{ name: price.items, quantity: 2, total: price.item * 2 }],
    shippingMethod: payment === 'after-delivery' ? 'pickup-point' : 'post-address',
    shippingPrice: price.shipping,
    pickupPoint:
      payment === 'after-delivery'
        ? site === 'sk'
          ? { name: 'Z-BOX Bratislava, Obchodná', street: 'Obchodná 2', city: 'Bratislava', zip: '811 06' }
          : { name: 'Zásilkovna Praha 2, Vinohrady', street: 'Slezská 1', city: 'Praha 2', zip: '120 00' }
        : null,
    paymentMethod: payment,
    paymentPrice: 0,
    discountTotal: 0,
    total,
    dueNow: total,
    paid,
    bankTransfer: instructions ? { instructions, qrPng: new Uint8Array() } : null,
  };
}

export const sampleContactMessage: Record<'sk' | 'cz', ContactMailView> = {
  sk: {
    name: 'Eva Malá',
    email: 'eva.mala@azet.sk',
    phone: '+421 905 111 222',
    customerType: 'existing',
    customerNumber: '123456',
    questionType: 'shipping-change',
    message: 'Dobrý deň, môžem si zmeniť adresu doručenia ďalšej zásielky?',
  },
  cz: {
    name: 'Petr Svoboda',
    email: 'petr.svoboda@email.cz',
    phone: null,
    customerType: 'new',
    customerNumber: null,
    questionType: 'product',
    message: 'Dobrý den, je Nordlys vhodný i pro děti?',
  },
};
