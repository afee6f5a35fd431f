import { type Currency, formatMoney } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { Button, Checkbox } from '@shop/ui';
import { paymentMethods } from '../core/paymentMethods';
import { shippingMethods } from '../core/shippingMethods';
import type { FormStep } from './orderFormState';
import type { OrderFormController } from './useOrderForm';

export interface OrderTotal {
  amount: number;
  currency: Currency;
}

export interface SummaryStepProps {
  form: OrderFormController;
  total?: OrderTotal;
}

/** Step 3: everything entered, the total, the binding note and the terms agreement. */
export function SummaryStep({ form, total }: SummaryStepProps) {
  const { locale, messages } = useI18n();
  const {
    fields,
    summary,
    steps,
    shipping: shippingTexts,
    payment: paymentTexts,
    frequency,
  } = messages.orderForm;
  const { values } = form.state;
  const shipping = shippingMethods.find((method) => method.id === values.shippingMethod);
  const payment = paymentMethods.find((method) => method.id === values.paymentMethod);
  const street = values.streetAndNumber || [values.street, values.houseNumber].filter(Boolean).join(' ');
  const delivery: [string, string][] = [
    [fields.firstName, values.firstName],
    [fields.lastName, values.lastName],
    [fields.company, values.company],
    [fields.streetAndNumber, street],
    [fields.city, `${values.zip} ${values.city}`],
    [fields.phone, values.phone],
    [fields.email, values.email],
    [fields.birthDate, values.birthDate],
  ];
  const chosen: [string, string][] = [
    [summary.shipping, shipping ? shippingTexts[shipping.texts].name : ''],
    [summary.payment, payment ? paymentTexts[payment.texts].name : ''],
    [
      fields.paymentFrequency,
      values.paymentFrequency === 'monthly' || values.paymentFrequency === 'yearly'
        ? frequency[values.paymentFrequency]
        : '',
    ],
    [fields.discountCode, values.discountCode],
  ];
  const goTo = (step: FormStep) => form.dispatch({ type: 'goTo', step });
  const agreementError = form.fieldError('agreement');

  return (
    <div className="shop-OrderForm-summary">
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
      {total ? (
        <p className="shop-OrderForm-total">
          <span>{summary.total}</span> <strong>{formatMoney(locale, total.amount, total.currency)}</strong>
        </p>
      ) : null}
      <p className="shop-OrderForm-note">{summary.bindingNote}</p>
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
