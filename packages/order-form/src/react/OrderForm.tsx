import { interpolate } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { Button, ErrorSummary } from '@shop/ui';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import type { DeliveryValues } from '../core/deliveryStep';
import type { OrderFormContext } from '../core/orderFormContext';
import { DeliveryStep } from './DeliveryStep';
import type { DraftStorage } from './orderDraft';
import type { FormStep, OrderFormValues } from './orderFormState';
import { type PickupPointSlotProps, ShippingPaymentStep } from './ShippingPaymentStep';
import { StepIndicator } from './StepIndicator';
import { type OrderTotal, SummaryStep } from './SummaryStep';
import { type OrderSubmitHandler, useOrderForm } from './useOrderForm';
import './OrderForm.css';

export interface OrderFormProps {
  /** The site and offer: country, moment of checking, frequency, company and address layout. */
  context: OrderFormContext;
  /** Sends the cleaned order; called once per attempt with the form's idempotency key. */
  onSubmit: OrderSubmitHandler;
  /** The support address named in the send failure message. */
  supportEmail: string;
  /** The order's total, shown in the summary. */
  total?: OrderTotal;
  initialValues?: Partial<OrderFormValues>;
  /** A returning customer's saved data: shown as a block with an edit button. */
  prefilledCustomer?: DeliveryValues;
  /** The step to open on when the values allow it. */
  initialStep?: FormStep;
  /** Where the draft lives (default `sessionStorage`; `null` keeps no draft). */
  draftStorage?: DraftStorage | null;
  /** The storage key of the draft; default `ORDER_DRAFT_KEY`. */
  draftKey?: string;
  renderPickupPoint?: (props: PickupPointSlotProps) => ReactNode;
  className?: string;
}

/** The three-step order form: delivery data, shipping and payment, summary and terms. */
export function OrderForm({
  context,
  onSubmit,
  supportEmail,
  total,
  initialValues,
  prefilledCustomer,
  initialStep,
  draftStorage,
  draftKey,
  renderPickupPoint,
  className,
}: OrderFormProps) {
  const { messages } = useI18n();
  const form = useOrderForm({
    context,
    onSubmit,
    initialValues,
    prefilledCustomer,
    initialStep,
    draftStorage,
    draftKey,
  });
  const { state, dispatch } = form;
  const { steps, buttons, summary } = messages.orderForm;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  // A new step replaces the content under the focus, so focus moves to its heading.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  const submitting = state.submit === 'submitting' || state.submit === 'submitted';

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step === 'summary') void form.submit();
    else dispatch({ type: 'continue' });
  }

  const heading = state.step === 'summary' ? summary.title : steps[state.step];

  return (
    <form
      className={className ? `shop-OrderForm ${className}` : 'shop-OrderForm'}
      noValidate
      onSubmit={onFormSubmit}
      aria-busy={submitting}
    >
      <StepIndicator step={state.step} />
      <h2 ref={headingRef} tabIndex={-1} className="shop-OrderForm-heading">
        {heading}
      </h2>
      {form.summaryKey ? (
        <ErrorSummary title={messages.validation.summary[form.summaryKey]} errors={form.summaryEntries} />
      ) : null}
      {state.step === 'delivery' ? <DeliveryStep form={form} context={context} /> : null}
      {state.step === 'shippingPayment' ? (
        <ShippingPaymentStep form={form} context={context} renderPickupPoint={renderPickupPoint} />
      ) : null}
      {state.step === 'summary' ? <SummaryStep form={form} total={total} /> : null}
      {state.submit === 'failed' ? (
        <div role="alert" className="shop-OrderForm-sendError">
          <p>{messages.errors.orderForm.send}</p>
          <p>{interpolate(messages.errors.orderForm.sendContact, { email: supportEmail })}</p>
        </div>
      ) : null}
      <div className="shop-OrderForm-actions">
        {state.step !== 'delivery' ? (
          <Button variant="secondary" onPress={() => dispatch({ type: 'back' })} isDisabled={submitting}>
            {buttons.back}
          </Button>
        ) : null}
        {state.step === 'delivery' ? (
          <Button type="submit" variant="red-cta">
            {buttons.toDelivery}
          </Button>
        ) : null}
        {state.step === 'shippingPayment' ? (
          <Button type="submit" variant="red-cta">
            {buttons.toSummary}
          </Button>
        ) : null}
        {state.step === 'summary' ? (
          <Button type="submit" variant="red-cta" isPending={submitting}>
            {submitting ? buttons.submitting : buttons.submit}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
