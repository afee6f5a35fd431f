import { useI18n } from '@shop/i18n/react';
import { Radio, RadioGroup } from '@shop/ui';
import type { ReactNode } from 'react';
import type { OrderFormContext } from '../core/orderFormContext';
import { paymentFrequencies } from '../core/paymentFrequency';
import { isPaymentAvailable, isPaymentMethodId, paymentMethods } from '../core/paymentMethods';
import {
  isShippingMethodId,
  needsPickupPoint,
  type ShippingMethodId,
  shippingMethods,
} from '../core/shippingMethods';
import { OrderTextField } from './OrderTextField';
import type { OrderFormController } from './useOrderForm';

export interface PickupPointSlotProps {
  shipping: ShippingMethodId;
  /** The chosen point's id, or '' while none is chosen. */
  value: string;
  onChange: (pickupPointId: string) => void;
  /** The id the error summary links to; put it on the picker's first control. */
  id: string;
  errorMessage: string | undefined;
}

export interface ShippingPaymentStepProps {
  form: OrderFormController;
  context: OrderFormContext;
  /** Renders the pickup-point choice for the methods that need one. */
  renderPickupPoint?: (props: PickupPointSlotProps) => ReactNode;
}

/** Step 2: the six ways of delivery, the three ways of paying (with the PPL rule), frequency, discount. */
export function ShippingPaymentStep({ form, context, renderPickupPoint }: ShippingPaymentStepProps) {
  const { messages } = useI18n();
  const { fields, hints, shipping: shippingTexts, payment: paymentTexts, frequency } = messages.orderForm;
  const { values, choice } = form.state;
  const shipping = choice.shipping;

  return (
    <div className="shop-OrderForm-fields shop-OrderForm-fields--single">
      <RadioGroup
        id={form.fieldId('shippingMethod')}
        label={fields.shippingMethod}
        isRequired
        value={values.shippingMethod || null}
        onChange={(value) => {
          if (isShippingMethodId(value)) form.dispatch({ type: 'selectShipping', shipping: value });
        }}
        isInvalid={form.fieldError('shippingMethod') !== undefined}
        errorMessage={form.fieldError('shippingMethod')}
      >
        {shippingMethods.map((method) => (
          <Radio key={method.id} value={method.id}>
            <span className="shop-OrderForm-optionName">{shippingTexts[method.texts].name}</span>
            <span className="shop-OrderForm-optionDescription">
              {shippingTexts[method.texts].description}
            </span>
          </Radio>
        ))}
      </RadioGroup>
      {shipping !== null && needsPickupPoint(shipping) && renderPickupPoint
        ? renderPickupPoint({
            shipping,
            value: values.pickupPointId,
            onChange: (value) => form.dispatch({ type: 'change', field: 'pickupPointId', value }),
            id: form.fieldId('pickupPointId'),
            errorMessage: form.fieldError('pickupPointId'),
          })
        : null}
      <RadioGroup
        id={form.fieldId('paymentMethod')}
        label={fields.paymentMethod}
        isRequired
        value={values.paymentMethod || null}
        onChange={(value) => {
          if (isPaymentMethodId(value)) form.dispatch({ type: 'selectPayment', payment: value });
        }}
        isInvalid={form.fieldError('paymentMethod') !== undefined}
        errorMessage={form.fieldError('paymentMethod')}
      >
        {paymentMethods.map((method) => (
          <Radio key={method.id} value={method.id} isDisabled={!isPaymentAvailable(method.id, shipping)}>
            <span className="shop-OrderForm-optionName">{paymentTexts[method.texts].name}</span>
            <span className="shop-OrderForm-optionDescription">{paymentTexts[method.texts].description}</span>
          </Radio>
        ))}
      </RadioGroup>
      <div className="shop-OrderForm-notice" aria-live="polite">
        {choice.notice ? <p>{messages.errors.ppl.paymentChanged}</p> : null}
      </div>
      {context.requiresPaymentFrequency ? (
        <RadioGroup
          id={form.fieldId('paymentFrequency')}
          label={fields.paymentFrequency}
          isRequired
          orientation="horizontal"
          value={values.paymentFrequency || null}
          onChange={(value) => form.dispatch({ type: 'change', field: 'paymentFrequency', value })}
          isInvalid={form.fieldError('paymentFrequency') !== undefined}
          errorMessage={form.fieldError('paymentFrequency')}
        >
          {paymentFrequencies.map((value) => (
            <Radio key={value} value={value}>
              {frequency[value]}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      <OrderTextField
        controller={form}
        field="discountCode"
        label={fields.discountCode}
        description={hints.discountCode}
        autoComplete="off"
      />
    </div>
  );
}
