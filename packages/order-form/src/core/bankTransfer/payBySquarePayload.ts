import { encode, PaymentOptions } from 'bysquare/pay';
import { amountText } from './amountText';
import type { PaymentDetails } from './paymentDetails';

/**
 * The PAY by square text of a payment order (Slovak Banking Association), as Slovak banking apps
 * read it: the payment's fields, tab-separated, with a CRC32, LZMA-compressed and base32hex-encoded.
 * bysquare drops diacritics, which not every bank's app takes, and checks the fields against the
 * standard; a payment our config and order numbers make always passes.
 */
export function payBySquarePayload(payment: PaymentDetails): string {
  return encode({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: Number(amountText(payment.amount)),
        // The ISO code itself: bysquare's CurrencyCode maps each code to itself, and a reference to
        // it would bundle its table of every currency.
        currencyCode: payment.currency,
        variableSymbol: payment.variableSymbol,
        paymentDueDate: payment.dueDate.replaceAll('-', ''),
        paymentNote: payment.message.slice(0, 140),
        beneficiary: { name: payment.recipient },
        bankAccounts: [{ iban: payment.iban, bic: payment.bic }],
      },
    ],
  });
}
