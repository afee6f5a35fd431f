import type { Site } from '@shop/contracts';
import type { BankTransferInstructions } from '@shop/order-form/bank-transfer';

/** An order as its mails show it: plain data, so the templates render without a database. */
export interface OrderMailView {
  site: Site;
  orderId: string;
  orderNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: { streetAndNumber: string; city: string; zip: string };
  offerSlug: string;
  currency: 'EUR' | 'CZK';
  items: { name: string; quantity: number; total: number }[];
  /** The shipping method's id, e.g. `pickup-point`. */
  shippingMethod: string;
  shippingPrice: number;
  pickupPoint: { name: string; street: string; city: string; zip: string } | null;
  /** `after-delivery`, `card` or `bank-transfer`. */
  paymentMethod: string;
  paymentPrice: number;
  discountTotal: number;
  total: number;
  dueNow: number;
  paid: boolean;
  /** For a bank transfer: the account, variable symbol, due date and QR code, and the code as a PNG. */
  bankTransfer: { instructions: BankTransferInstructions; qrPng: Uint8Array } | null;
}
