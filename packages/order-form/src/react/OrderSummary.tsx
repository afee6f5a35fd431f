import { interpolate } from '@shop/i18n';
import { memo, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import type { AppliedDiscount } from '../core/discount';
import { formatMinorUnits, formatPrice } from '../core/formatPrice';
import { instalmentOf, type OrderOffer, orderTotals } from '../core/orderOffer';
import { isPaymentMethodId, paymentMethod } from '../core/paymentMethods';
import { isShippingMethodId, shippingMethod } from '../core/shippingMethods';
import { useOrderFormMessages } from './useOrderFormMessages';

export interface OrderSummaryProps {
  offer: OrderOffer;
  shippingMethod: string;
  paymentMethod: string;
  paymentFrequency: string;
  discount: AppliedDiscount | null;
}

/**
 * What the order costs with the choices made so far, through all three steps: the items, the
 * delivery and the fee of the chosen payment, the discount, the total, what is paid when, and
 * the instalment of a pack paid monthly. Priced by `orderTotals`, the rule the API charges by.
 * Beside the form where there is room; on a phone a button with the total opens it.
 */
export const OrderSummary = memo(function OrderSummary({
  offer,
  shippingMethod: shippingId,
  paymentMethod: paymentId,
  paymentFrequency,
  discount,
}: OrderSummaryProps) {
  const { locale, messages } = useOrderFormMessages();
  const texts = messages.orderForm;
  const text = texts.orderSummary;
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelId = useId();
  const totals = orderTotals(offer, {
    shippingMethod: shippingId,
    paymentMethod: paymentId,
    paymentFrequency,
    discount,
  });
  const instalment = instalmentOf(offer, totals);
  const money = (amount: number) => formatMinorUnits(locale, amount, offer.currency);
  const price = (amount: number) => formatPrice(locale, amount, offer.currency, texts.summary.free);
  const shipping = isShippingMethodId(shippingId)
    ? texts.shipping[shippingMethod(shippingId).texts].name
    : null;
  const payment = isPaymentMethodId(paymentId) ? texts.payment[paymentMethod(paymentId).texts].name : null;
  const due = isPaymentMethodId(paymentId) ? text.due[paymentId] : null;

  return (
    <aside className="shop-OrderSummary" aria-labelledby={titleId} data-open={open || undefined}>
      <Button
        className="shop-OrderSummary-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onPress={() => setOpen((shown) => !shown)}
      >
        <span className="shop-OrderSummary-toggleLabel">{text.show}</span>
        <span className="shop-OrderSummary-toggleTotal">{money(totals.total)}</span>
      </Button>
      <div id={panelId} className="shop-OrderSummary-panel">
        <h2 id={titleId} className="shop-OrderSummary-title">
          {text.title}
        </h2>
        <ul className="shop-OrderSummary-items">
          {offer.items.map((item) => (
            <li key={item.id} className="shop-OrderSummary-row">
              <span>
                {item.title}
                <span className="shop-OrderSummary-quantity">
                  {' '}
                  {interpolate(texts.summary.pieces, { count: item.quantity })}
                </span>
              </span>
              <span className="shop-OrderSummary-amount">{price(item.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="shop-OrderSummary-lines">
          <div className="shop-OrderSummary-row">
            <dt>
              {texts.summary.shipping}
              {shipping ? <span className="shop-OrderSummary-choice">{shipping}</span> : null}
            </dt>
            <dd className="shop-OrderSummary-amount">{shipping ? price(totals.shipping) : text.notChosen}</dd>
          </div>
          <div className="shop-OrderSummary-row">
            <dt>
              {texts.summary.payment}
              {payment ? <span className="shop-OrderSummary-choice">{payment}</span> : null}
            </dt>
            <dd className="shop-OrderSummary-amount">{payment ? price(totals.payment) : text.notChosen}</dd>
          </div>
          {discount ? (
            <div className="shop-OrderSummary-row">
              <dt>{interpolate(texts.summary.discount, { code: discount.code })}</dt>
              <dd className="shop-OrderSummary-amount">−{money(totals.discount)}</dd>
            </div>
          ) : null}
          <div className="shop-OrderSummary-row shop-OrderSummary-total">
            <dt>{texts.summary.total}</dt>
            <dd className="shop-OrderSummary-amount">{money(totals.total)}</dd>
          </div>
          {instalment ? (
            <div className="shop-OrderSummary-row">
              <dt>{interpolate(texts.summary.instalment, { count: instalment.count })}</dt>
              <dd className="shop-OrderSummary-amount">{money(instalment.amount)}</dd>
            </div>
          ) : null}
          {due ? (
            <div className="shop-OrderSummary-row shop-OrderSummary-due">
              <dt>{instalment ? `${due} (${text.firstInstalment.toLowerCase()})` : due}</dt>
              <dd className="shop-OrderSummary-amount">{money(totals.dueNow)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="shop-OrderSummary-note">{text.vatIncluded}</p>
      </div>
    </aside>
  );
});
