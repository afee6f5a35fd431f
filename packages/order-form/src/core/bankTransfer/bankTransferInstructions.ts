import type { BankAccount } from '@shop/config';
import type { Country } from '../zipCode';
import { ibanInGroups } from './ibanGroups';
import { payBySquarePayload } from './payBySquarePayload';
import type { PaymentDetails } from './paymentDetails';
import { paymentDueDate } from './paymentDueDate';
import { type QrCode, qrCodeOf, qrCodeSvg } from './qrCode';
import { spaydPayload } from './spaydPayload';
import { variableSymbolOf } from './variableSymbol';

export interface BankTransferOrder {
  site: Country;
  /** The site config's `bankAccount`. */
  account: BankAccount;
  /** What to pay, in minor units (cents, haléře): `5988` is 59,88 €. */
  amount: number;
  currency: 'EUR' | 'CZK';
  /** As the API answered it, e.g. `SK-0000123`. */
  orderNumber: string;
  /** When the order was placed; the payment term runs from that day in the site's zone. */
  placedAt: Date;
  /** The note the shop sees with the payment; the order number by default. */
  message?: string;
}

/** Everything a shopper needs to pay an order by bank transfer, as the thank-you page and e-mail show it. */
export interface BankTransferInstructions {
  site: Country;
  recipient: string;
  /** In groups of four, as banks print it: `SK47 1100 0000 0026 1487 0368`. */
  iban: string;
  bic: string;
  bankName: string;
  /** Czech site only: `19-4019273859/0300`, the form Czech shoppers type. */
  domesticAccount?: string;
  /** Minor units (cents, haléře). */
  amount: number;
  currency: 'EUR' | 'CZK';
  variableSymbol: string;
  /** ISO date, `2025-01-15`: the last day of the payment term. */
  dueDate: string;
  message: string;
  /** What the QR code holds: QR Platba (SPAYD) on the Czech site, PAY by square on the Slovak one. */
  qrPayload: string;
  /** The QR code's modules, to draw it with elements rather than parsed markup. */
  qrCode: QrCode;
  /** The same QR code as a self-contained SVG document, e.g. for an e-mail. */
  qrSvg: string;
}

const siteTimeZones: Record<Country, string> = { cz: 'Europe/Prague', sk: 'Europe/Bratislava' };

/**
 * The payment details of an order paid by bank transfer, with the QR code each country's banking
 * apps read: a shopper on the Czech site scans QR Platba, on the Slovak one PAY by square. Plain
 * data in and out, so the thank-you page and the order e-mail show the same. Throws for an amount
 * that is not a positive whole number of minor units or an order number the variable symbol
 * cannot be made of: both come from the shop's own API.
 */
export function bankTransferInstructions(order: BankTransferOrder): BankTransferInstructions {
  const { site, account, amount, currency, orderNumber } = order;
  const details: PaymentDetails = {
    iban: account.iban,
    bic: account.bic,
    recipient: account.recipient,
    amount,
    currency,
    variableSymbol: variableSymbolOf(orderNumber),
    dueDate: paymentDueDate(order.placedAt, undefined, siteTimeZones[site]),
    message: order.message ?? orderNumber,
  };
  const qrPayload = site === 'cz' ? spaydPayload(details) : payBySquarePayload(details);
  const qrCode = qrCodeOf(qrPayload);
  return {
    site,
    recipient: account.recipient,
    iban: ibanInGroups(account.iban),
    bic: account.bic,
    bankName: account.bankName,
    ...(site === 'cz' && account.domesticAccount !== undefined
      ? { domesticAccount: account.domesticAccount }
      : {}),
    amount,
    currency,
    variableSymbol: details.variableSymbol,
    dueDate: details.dueDate,
    message: details.message,
    qrPayload,
    qrCode,
    qrSvg: qrCodeSvg(qrCode),
  };
}
