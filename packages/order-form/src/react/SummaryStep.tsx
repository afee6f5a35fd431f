import { interpolate } from '@shop/i18n';
import { Button, Checkbox, linkClassName } from '@shop/ui';
import { formatMinorUnits, formatPrice } from '../core/formatPrice';
import { fullAddress } from '../core/fullAddress';
import { type OrderFormContext, resolveOrderFormContext } from '../core/orderFormContext';
import type { FormStep } from '../core/orderFormState';
import { instalmentOf, type OrderOffer, orderTotals } from '../core/orderOffer';
import { paymentMethods } from '../core/paymentMethods';
import { formatPhone, isPhonePrefix } from '../core/phoneNumber';
import { pickupCarrierOf, pickupPointAddress } from '../core/pickupPoint';
import { shippingMethods } from '../core/shippingMethods';
import type { UseOrderFormResult } from './useOrderForm';
import { useOrderFormMessages } from './useOrderFormMessages';

export interface SummaryStepProps {
  form: UseOrderFormResult;
  offer: OrderOffer;
  /** The rules' context: its site prefix is the phone's unless the shopper chose another. */
  context: OrderFormContext;
  /** The terms and conditions page, linked beside the agreement and opened in a new tab. */
  termsHref?: string;
}

/** Step 3: what is ordered and for how much, everything entered, the binding note and the terms. */
export function SummaryStep({ form, offer, context, termsHref }: SummaryStepProps) {
  const { locale, messages } = useOrderFormMessages();
  const {
    fields,
    summary,
    steps,
    shipping: shippingTexts,
    payment: paymentTexts,
    frequency,
  } = messages.orderForm;
  const { values, discount, pickupPoint } = form.state;
  const shipping = shippingMethods.find((method) => method.id === values.shippingMethod);
  const payment = paymentMethods.find((method) => method.id === values.paymentMethod);
  const applied = discount.status === 'applied' ? discount.discount : null;
  const carrier = shipping ? pickupCarrierOf(shipping.id) : null;
  const point = pickupPoint && pickupPoint.carrier === carrier ? pickupPoint.point : null;
  const totals = orderTotals(offer, {
    shippingMethod: values.shippingMethod,
    paymentMethod: values.paymentMethod,
    paymentFrequency: values.paymentFrequency,
    discount: applied,
  });
  const instalment = instalmentOf(offer, totals);
  const money = (amount: number) => formatMinorUnits(locale, amount, offer.currency);
  const prefix = isPhonePrefix(values.phonePrefix)
    ? values.phonePrefix
    : resolveOrderFormContext(context).phonePrefix;
  const price = (amount: number) => formatPrice(locale, amount, offer.currency, summary.free);

  // One line, as on the parcel's label: easier to check at a glance on a phone than four rows.
  const delivery: [string, string][] = [
    [fields.firstName, values.firstName],
    [fields.lastName, values.lastName],
    [fields.company, values.company],
    [fields.fullAddress, fullAddress(values)],
    [fields.phone, formatPhone(values.phone, prefix)],
    [fields.email, values.email],
    [fields.birthDate, values.birthDate],
  ];
  const chosen: [string, string][] = [
    [summary.shipping, shipping ? shippingTexts[shipping.texts].name : ''],
    [summary.pickupPoint, point ? `${point.name}, ${pickupPointAddress(point)}` : ''],
    [summary.payment, payment ? paymentTexts[payment.texts].name : ''],
    [
      fields.paymentFrequency,
      values.paymentFrequency === 'monthly' || values.paymentFrequency === 'yearly'
        ? frequency[values.paymentFrequency]
        : '',
    ],
    [fields.discountCode, applied?.code ?? ''],
  ];
  const goTo = (step: FormStep) => form.dispatch({ type: 'goTo', step });
  const agreementError = form.fieldError('agreement');

  return (
    <div className="shop-OrderForm-summary">
      <table className="shop-OrderForm-items">
        <caption>{summary.items}</caption>
        <thead>
          <tr>
            <th scope="col">{summary.item}</th>
            <th scope="col">{summary.quantity}</th>
            <th scope="col">{summary.price}</th>
          </tr>
        </thead>
        <tbody>
          {offer.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.title}</th>
              <td>{interpolate(summary.pieces, { count: item.quantity })}</td>
              <td>{money(item.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {shipping ? (
            <tr>
              <th scope="row" colSpan={2}>
                {summary.shipping}: {shippingTexts[shipping.texts].name}
              </th>
              <td>{price(totals.shipping)}</td>
            </tr>
          ) : null}
          {payment ? (
            <tr>
              <th scope="row" colSpan={2}>
                {summary.payment}: {paymentTexts[payment.texts].name}
              </th>
              <td>{price(totals.payment)}</td>
            </tr>
          ) : null}
          {applied ? (
            <tr>
              <th scope="row" colSpan={2}>
                {interpolate(summary.discount, { code: applied.code })}
              </th>
              <td>−{money(totals.discount)}</td>
            </tr>
          ) : null}
          <tr className="shop-OrderForm-total">
            <th scope="row" colSpan={2}>
              {summary.total}
            </th>
            <td>
              <strong>{money(totals.total)}</strong>
            </td>
          </tr>
          {instalment ? (
            <tr className="shop-OrderForm-instalment">
              <th scope="row" colSpan={2}>
                {interpolate(summary.instalment, { count: instalment.count })}
              </th>
              <td>
                <strong>{money(instalment.amount)}</strong>
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      <SummarySection
        title={steps.delivery}
        rows={delivery}
        editLabel={summary.edit}
        onEdit={() => goTo('delivery')}
      />
      <SummarySection
        title={steps.shippingPayment}
        rows={chosen}
        editLabel={summary.edit}
        onEdit={() => goTo('shippingPayment')}
      />
      <p className="shop-OrderForm-note">{summary.bindingNote}</p>
      <div className="shop-OrderForm-agreement">
        <Checkbox
          id={form.fieldId('agreement')}
          isRequired
          isSelected={values.agreement}
          onChange={(agreement) => form.dispatch({ type: 'setAgreement', agreement })}
          isInvalid={agreementError !== undefined}
          errorMessage={agreementError}
        >
          {fields.agreement}
        </Checkbox>
        {/* Beside the box, not in its label: a click on the link must not tick it. */}
        {termsHref ? (
          <a href={termsHref} target="_blank" rel="noopener" className={linkClassName('inline')}>
            {fields.termsLink} ({fields.termsLinkNewWindow})
          </a>
        ) : null}
      </div>
    </div>
  );
}

interface SummarySectionProps {
  title: string;
  rows: [string, string][];
  editLabel: string;
  onEdit: () => void;
}

function SummarySection({ title, rows, editLabel, onEdit }: SummarySectionProps) {
  return (
    <section className="shop-OrderForm-summarySection" aria-label={title}>
      <div className="shop-OrderForm-summaryHeader">
        <h3>{title}</h3>
        <Button variant="secondary" onPress={onEdit} aria-label={`${editLabel}: ${title}`}>
          {editLabel}
        </Button>
      </div>
      <dl>
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([label, value]) => (
            <div key={label} className="shop-OrderForm-summaryRow">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
