import type { OrderReceipt as Receipt } from '@shop/contracts';
import { formatDate, formatMoney, interpolate } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { lazy, Suspense, useId } from 'react';
import { useWebsite } from '../SiteContext';
import { useCardPayment } from './useCardPayment';
import type { ReceiptState } from './useOrderReceipt';
import './OrderReceipt.css';

/** The bank details and QR code, with their code, load only for an order paid by transfer. */
const ReceiptBankTransfer = lazy(() => import('./ReceiptBankTransfer'));

type ReceiptText = ReturnType<typeof useReceiptText>;

function useReceiptText() {
  return useLazyMessages('outcomePages').receipt;
}

export interface OrderReceiptProps {
  state: ReceiptState;
}

/**
 * What was ordered, as the thank-you and payment pages show it: the order number, the lines, the
 * amounts and, by the way of paying, what the shopper does next: pay by transfer (account,
 * variable symbol, due date, QR code), pay by card (the amount and a button), or nothing until the
 * parcel arrives.
 */
export function OrderReceipt({ state }: OrderReceiptProps) {
  const text = useReceiptText();
  const titleId = useId();
  if (state.kind === 'loading') {
    return (
      <p className="site-Receipt site-Receipt--loading" role="status">
        {text.loading}
      </p>
    );
  }
  if (state.kind === 'none') return <p className="site-Receipt-missing">{text.notFound}</p>;
  return (
    <section className="site-Receipt" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-Receipt-title">
        {text.title}
      </h2>
      <ReceiptLines receipt={state.receipt} text={text} />
      <ReceiptPayment receipt={state.receipt} text={text} />
    </section>
  );
}

function ReceiptLines({ receipt, text }: { receipt: Receipt; text: ReceiptText }) {
  const { locale } = useI18n();
  const money = (amount: number) => formatMoney(locale, amount / 100, receipt.currency);
  const price = (amount: number) => (amount === 0 ? text.free : money(amount));
  const { totals } = receipt;

  return (
    <>
      <dl className="site-Receipt-facts">
        <div>
          <dt>{text.orderNumber}</dt>
          <dd className="site-Receipt-number">{receipt.orderNumber}</dd>
        </div>
        <div>
          <dt>{text.placedAt}</dt>
          <dd>{formatDate(receipt.placedAt, { locale })}</dd>
        </div>
      </dl>
      <p className="site-Receipt-note">{text.quoteNumber}</p>
      <h3 className="site-Receipt-subtitle">{text.items}</h3>
      <ul className="site-Receipt-lines">
        {receipt.items.map((item) => (
          <li key={item.name} className="site-Receipt-row">
            <span>
              {item.name}{' '}
              <span className="site-Receipt-muted">{interpolate(text.pieces, { count: item.quantity })}</span>
            </span>
            <span className="site-Receipt-amount">{price(item.total)}</span>
          </li>
        ))}
        <li className="site-Receipt-row">
          <span>{text.shipping}</span>
          <span className="site-Receipt-amount">{price(totals.shipping)}</span>
        </li>
        {totals.payment > 0 ? (
          <li className="site-Receipt-row">
            <span>{text.payment}</span>
            <span className="site-Receipt-amount">{money(totals.payment)}</span>
          </li>
        ) : null}
        {totals.discount > 0 ? (
          <li className="site-Receipt-row">
            <span>{text.discount}</span>
            <span className="site-Receipt-amount">−{money(totals.discount)}</span>
          </li>
        ) : null}
        <li className="site-Receipt-row site-Receipt-total">
          <span>{text.total}</span>
          <span className="site-Receipt-amount">{money(totals.total)}</span>
        </li>
        {receipt.instalments > 1 ? (
          <li className="site-Receipt-row">
            <span>{interpolate(text.instalment, { count: receipt.instalments })}</span>
            <span className="site-Receipt-amount">{money(totals.dueNow)}</span>
          </li>
        ) : null}
      </ul>
    </>
  );
}

function ReceiptPayment({ receipt, text }: { receipt: Receipt; text: ReceiptText }) {
  const { locale } = useI18n();
  const amount = formatMoney(locale, receipt.totals.dueNow / 100, receipt.currency);
  if (receipt.totals.total === 0) return <p className="site-Receipt-payment">{text.nothingToPay}</p>;
  if (receipt.paymentMethod === 'after-delivery') {
    return <p className="site-Receipt-payment">{interpolate(text.afterDelivery, { amount })}</p>;
  }
  if (receipt.paymentMethod === 'bank-transfer') {
    return (
      <Suspense fallback={<p className="site-Receipt-payment">{text.loading}</p>}>
        <ReceiptBankTransfer receipt={receipt} />
      </Suspense>
    );
  }
  if (receipt.cardPayment === 'paid') {
    return (
      <p className="site-Receipt-payment" role="status">
        {interpolate(text.cardPaid, { amount })}
      </p>
    );
  }
  if (receipt.cardPayment === 'partly-refunded') {
    return <p className="site-Receipt-payment">{interpolate(text.cardPartlyRefunded, { amount })}</p>;
  }
  if (receipt.cardPayment === 'refunded') {
    return <p className="site-Receipt-payment">{interpolate(text.cardRefunded, { amount })}</p>;
  }
  if (receipt.cardPayment === 'pending') {
    return <p className="site-Receipt-payment">{interpolate(text.cardPending, { amount })}</p>;
  }
  return <PayByCard receipt={receipt} text={text} amount={amount} />;
}

function PayByCard({ receipt, text, amount }: { receipt: Receipt; text: ReceiptText; amount: string }) {
  const website = useWebsite();
  const { state, pay } = useCardPayment(receipt.orderId);
  if (state === 'paid')
    return <p className="site-Receipt-payment">{interpolate(text.cardPaid, { amount })}</p>;
  return (
    <div className="site-Receipt-pay">
      <p className="site-Receipt-payment">{text.cardUnpaid}</p>
      <Button variant="red-cta" onPress={() => void pay()} isPending={state === 'starting'}>
        {state === 'starting' ? text.paying : interpolate(text.pay, { amount })}
      </Button>
      {state === 'failed' ? (
        <p className="site-OrderPayment-error" role="alert">
          {interpolate(text.payFailed, { email: website.contact.email })}
        </p>
      ) : null}
    </div>
  );
}
