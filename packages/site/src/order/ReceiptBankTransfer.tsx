import type { OrderReceipt } from '@shop/contracts';
import { formatMoney, interpolate } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { bankTransferInstructions } from '@shop/order-form/bank-transfer';
import { useMemo } from 'react';
import { useWebsite } from '../SiteContext';
import { BankTransferDetails } from './BankTransferDetails';

/**
 * How to pay an order by bank transfer: what is due now (a yearly pack paid monthly: the first
 * instalment), to the site's account, with the order's variable symbol, due 14 days after the
 * order, and the country's payment QR code. Loaded only for orders paid this way.
 */
export default function ReceiptBankTransfer({ receipt }: { receipt: OrderReceipt }) {
  const website = useWebsite();
  const { locale } = useI18n();
  const text = useLazyMessages('outcomePages').receipt;
  const instructions = useMemo(
    () =>
      bankTransferInstructions({
        site: website.country,
        account: website.bankAccount,
        amount: receipt.totals.dueNow,
        currency: receipt.currency,
        orderNumber: receipt.orderNumber,
        placedAt: new Date(receipt.placedAt),
      }),
    [website, receipt],
  );
  const amount = formatMoney(locale, instructions.amount / 100, instructions.currency);
  return (
    <div className="site-Receipt-transfer">
      <BankTransferDetails instructions={instructions} />
      {receipt.instalments > 1 ? (
        <p className="site-Receipt-payment">
          {interpolate(text.firstInstalment, { amount, count: receipt.instalments })}
        </p>
      ) : null}
    </div>
  );
}
