import { interpolate } from '@shop/i18n';
import { Radio, RadioGroup, Spinner } from '@shop/ui';
import { Fragment, Suspense } from 'react';
import { formatMinorUnits, formatPrice } from '../core/formatPrice';
import type { OrderFormContext } from '../core/orderFormContext';
import { instalmentOf, isOptionAvailable, type OrderOffer, orderTotals } from '../core/orderOffer';
import { paymentFrequencies } from '../core/paymentFrequency';
import { isPaymentAvailable, isPaymentMethodId, paymentMethod } from '../core/paymentMethods';
import type { PickupOptions } from '../core/pickupOptions';
import { pickupCarrierOf } from '../core/pickupPoint';
import { isShippingMethodId, shippingMethod, shippingUnavailableReason } from '../core/shippingMethods';
import { DiscountCodeField } from './DiscountCodeField';
import { pickupPointField } from './lazySteps';
import type { UseOrderFormResult } from './useOrderForm';
import { useOrderFormMessages } from './useOrderFormMessages';
import './ShippingPaymentStep.css';

const PickupPointField = pickupPointField.Component;

export interface ShippingPaymentStepProps {
  form: UseOrderFormResult;
  /** The rules' context narrowed to the offer. */
  context: OrderFormContext;
  offer: OrderOffer;
  pickup: PickupOptions;
}

/**
 * Step 2: the offer's ways of delivery and of paying with their prices (the PPL rule applied),
 * the pickup point where the method needs one, the frequency where the offer asks it, the code.
 */
export function ShippingPaymentStep({ form, context, offer, pickup }: ShippingPaymentStepProps) {
  const { locale, messages } = useOrderFormMessages();
  const texts = messages.orderForm;
  const { values, choice } = form.state;
  const shipping = choice.shipping;
  const carrier = shipping ? pickupCarrierOf(shipping) : null;
  const price = (amount: number) => formatPrice(locale, amount, offer.currency, texts.summary.free);
  const frequencies = offer.frequencies?.length
    ? offer.frequencies
    : paymentFrequencies.map((id) => ({ id }));
  const applied = form.state.discount.status === 'applied' ? form.state.discount.discount : null;
  // What each frequency costs with the choices made so far: 12 × the instalment, or the total.
  const frequencyPrice = (frequency: string) => {
    if (!offer.frequencies?.length) return null;
    const totals = orderTotals(offer, {
      shippingMethod: values.shippingMethod,
      paymentMethod: values.paymentMethod,
      paymentFrequency: frequency,
      discount: applied,
    });
    const instalment = instalmentOf(offer, totals);
    const money = (amount: number) => formatMinorUnits(locale, amount, offer.currency);
    return instalment
      ? interpolate(texts.summary.instalmentPrice, {
          count: instalment.count,
          amount: money(instalment.amount),
        })
      : money(totals.total);
  };

  return (
    <div className="shop-OrderForm-fields shop-OrderForm-fields--single">
      <RadioGroup
        id={form.fieldId('shippingMethod')}
        label={texts.fields.shippingMethod}
        className="shop-OrderForm-options"
        isRequired
        value={values.shippingMethod || null}
        onChange={(value) => {
          if (isShippingMethodId(value)) form.dispatch({ type: 'selectShipping', shipping: value });
        }}
        isInvalid={form.fieldError('shippingMethod') !== undefined}
        errorMessage={form.fieldError('shippingMethod')}
      >
        {offer.shipping.map((option) => {
          const method = texts.shipping[shippingMethod(option.id).texts];
          const available = isOptionAvailable(option);
          // Beside the radio rather than in its label: the reason describes the option, it does
          // not name it.
          const reasonId = `${form.fieldId('shippingMethod')}-${option.id}-unavailable`;
          return (
            <Fragment key={option.id}>
              <Radio
                value={option.id}
                isDisabled={!available}
                aria-describedby={available ? undefined : reasonId}
              >
                <OptionText name={method.name} price={price(option.price)} description={method.description} />
              </Radio>
              {available ? null : (
                <p id={reasonId} className="shop-OrderForm-unavailable">
                  {texts.shippingUnavailable[shippingUnavailableReason(option.id)]}
                </p>
              )}
            </Fragment>
          );
        })}
      </RadioGroup>
      {carrier ? (
        <Suspense fallback={<Spinner label={texts.loadingStep} className="shop-OrderForm-pickupFallback" />}>
          <PickupPointField
            key={carrier}
            carrier={carrier}
            chosen={form.state.pickupPoint}
            onChange={(chosen) => form.dispatch({ type: 'selectPickupPoint', chosen })}
            id={form.fieldId('pickupPointId')}
            errorMessage={form.fieldError('pickupPointId')}
            near={values.zip || values.city}
            options={pickup}
          />
        </Suspense>
      ) : null}
      <RadioGroup
        id={form.fieldId('paymentMethod')}
        label={texts.fields.paymentMethod}
        className="shop-OrderForm-options"
        isRequired
        value={values.paymentMethod || null}
        onChange={(value) => {
          if (isPaymentMethodId(value)) form.dispatch({ type: 'selectPayment', payment: value });
        }}
        isInvalid={form.fieldError('paymentMethod') !== undefined}
        errorMessage={form.fieldError('paymentMethod')}
      >
        {offer.payment.map((option) => {
          const method = texts.payment[paymentMethod(option.id).texts];
          const usable = isOptionAvailable(option) && isPaymentAvailable(option.id, shipping);
          return (
            <Radio key={option.id} value={option.id} isDisabled={!usable}>
              <OptionText name={method.name} price={price(option.price)} description={method.description} />
            </Radio>
          );
        })}
      </RadioGroup>
      <div className="shop-OrderForm-notice" aria-live="polite">
        {choice.notice ? <p>{messages.errors.ppl.paymentChanged}</p> : null}
      </div>
      {context.requiresPaymentFrequency ? (
        <RadioGroup
          id={form.fieldId('paymentFrequency')}
          label={texts.fields.paymentFrequency}
          isRequired
          orientation="horizontal"
          value={values.paymentFrequency || null}
          onChange={(value) => form.dispatch({ type: 'change', field: 'paymentFrequency', value })}
          isInvalid={form.fieldError('paymentFrequency') !== undefined}
          errorMessage={form.fieldError('paymentFrequency')}
        >
          {frequencies.map((option) => {
            const optionPrice = frequencyPrice(option.id);
            return (
              <Radio key={option.id} value={option.id}>
                {texts.frequency[option.id]}
                {optionPrice ? <span className="shop-OrderForm-optionPrice">{optionPrice}</span> : null}
              </Radio>
            );
          })}
        </RadioGroup>
      ) : null}
      <DiscountCodeField form={form} currency={offer.currency} />
    </div>
  );
}

/**
 * An option's name and price on one line and its description under both, in one column beside
 * the radio, so narrow screens wrap the text instead of squeezing it into columns.
 */
function OptionText({ name, price, description }: { name: string; price: string; description: string }) {
  return (
    <span className="shop-OrderForm-option">
      <span className="shop-OrderForm-optionName">
        {name}
        <span className="shop-OrderForm-optionPrice">{price}</span>
      </span>
      <span className="shop-OrderForm-optionDescription">{description}</span>
    </span>
  );
}
