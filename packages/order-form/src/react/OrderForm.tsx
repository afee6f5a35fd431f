import { interpolate } from '@shop/i18n';
import { Button, ErrorSummary, Spinner } from '@shop/ui';
import { type FormEvent, Suspense, useEffect, useMemo, useRef } from 'react';
import type { CarrierWidgets, ScriptLoader } from '../core/carrierWidget';
import type { DeliveryValues } from '../core/deliveryStep';
import type { CheckDiscountCode } from '../core/discount';
import type { DraftStorage } from '../core/orderDraft';
import type { OrderFormContext } from '../core/orderFormContext';
import type { OrderSubmitHandler } from '../core/orderFormController';
import type { FormStep, OrderFormValues } from '../core/orderFormState';
import { contextForOffer, type OrderOffer } from '../core/orderOffer';
import type { OrderOutcome } from '../core/orderOutcome';
import type { PickupOptions } from '../core/pickupOptions';
import type { SearchPickupPoints } from '../core/pickupPoint';
import { DeliveryStep } from './DeliveryStep';
import { phonePrefixField, pickupPointField, shippingPaymentStep, summaryStep } from './lazySteps';
import { OrderFormError } from './OrderFormError';
import { OrderSummary } from './OrderSummary';
import { PartLoadBoundary } from './PartLoadBoundary';
import { StepIndicator } from './StepIndicator';
import { useOrderForm } from './useOrderForm';
import { useOrderFormMessages } from './useOrderFormMessages';
import './OrderForm.css';

const ShippingPaymentStep = shippingPaymentStep.Component;
const SummaryStep = summaryStep.Component;

/** Fetches the code of a step before the form moves to it. */
function prepareStep(step: FormStep): Promise<unknown> {
  return step === 'shippingPayment' ? shippingPaymentStep.preload() : summaryStep.preload();
}

/** A message for the site's toast area (its shape fits `ToastStore.add` of `@shop/ui`). */
export interface OrderFormNotice {
  type: 'error';
  message: string;
}

export interface OrderFormProps {
  /** The site and offer rules: country, moment of checking, company and address layout. */
  context: OrderFormContext;
  /** What is ordered, its prices, and the shipping, payment and frequency choices it allows. */
  offer: OrderOffer;
  /**
   * Sends the cleaned order; called once per attempt with the form's idempotency key. Answers
   * the API's answer to the order, or its field errors (its 400 body), or a bare failure.
   */
  submit: OrderSubmitHandler;
  /** Called once with the API's answer and the order sent: the page navigates on. */
  onOutcome: (outcome: OrderOutcome) => void;
  /** Finds a carrier's pickup points by city, zip or name (debounced by the form). */
  searchPickupPoints: SearchPickupPoints;
  /** Asks the API whether a discount code applies to this order. */
  checkDiscountCode: CheckDiscountCode;
  /** The support address named in the send failure message. */
  supportEmail: string;
  initialValues?: Partial<OrderFormValues>;
  /** A returning customer's saved data: shown as a block with an edit button. */
  prefilledCustomer?: DeliveryValues;
  /** The step to open on when the values allow it. */
  initialStep?: FormStep;
  /** Where the draft lives (default `sessionStorage`; `null` keeps no draft). */
  draftStorage?: DraftStorage | null;
  /** The storage key of the draft; default `ORDER_DRAFT_KEY`. */
  draftKey?: string;
  /** Carriers' own widgets, used only for a carrier listed here with a non-empty key. */
  pickupWidgets?: CarrierWidgets;
  /** Loads a widget's script; required for `pickupWidgets` to be used. */
  loadScript?: ScriptLoader;
  /** Shows a toast (the PPL widget load error); without it the message is shown in the form. */
  onNotify?: (notice: OrderFormNotice) => void;
  /** The terms and conditions page, linked beside the agreement (opened in a new tab). */
  termsHref?: string;
  className?: string;
}

/**
 * The three-step order form: delivery data, shipping and payment, summary and terms. Step 1 is
 * in the page's first chunk; steps 2 and 3 and the pickup picker load on demand, fetched ahead
 * as soon as the customer starts on step 1 (a visitor who only reads the page does not pay for
 * them), and at the latest when step 1 is sent.
 */
export function OrderForm({
  context,
  offer,
  submit,
  onOutcome,
  searchPickupPoints,
  checkDiscountCode,
  supportEmail,
  initialValues,
  prefilledCustomer,
  initialStep,
  draftStorage,
  draftKey,
  pickupWidgets,
  loadScript,
  onNotify,
  termsHref,
  className,
}: OrderFormProps) {
  const { messages } = useOrderFormMessages();
  const rules = useMemo(() => contextForOffer(context, offer), [context, offer]);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useOrderForm({
    context: rules,
    submit,
    onOutcome,
    checkDiscountCode,
    initialValues,
    prefilledCustomer,
    initialStep,
    draftStorage,
    draftKey,
    prepareStep,
    formRef,
  });
  const { state, dispatch } = form;
  const { steps, buttons, summary } = messages.orderForm;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  // A new step replaces the content under the focus, so focus moves to its heading; unless the
  // API sent the customer back to fix a field, when the error summary has taken the focus.
  // The document's title names the step from the first change on ("{step} – {page title}"), and
  // gets the page's own back when the form goes; the step indicator's live region says "Krok 2 z 3".
  const summaryShown = state.summary !== null;
  const pageTitle = useRef<string>(undefined);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    pageTitle.current ??= document.title;
    document.title = `${steps[state.step]} – ${pageTitle.current}`;
    if (!summaryShown) headingRef.current?.focus();
  }, [state.step, summaryShown, steps]);
  useEffect(
    () => () => {
      if (pageTitle.current) document.title = pageTitle.current;
    },
    [],
  );

  const preloaded = useRef(false);
  const preload = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    void shippingPaymentStep.preload().catch(() => undefined);
    void phonePrefixField.preload().catch(() => undefined);
  };
  useEffect(() => {
    if (state.step !== 'shippingPayment') return;
    void summaryStep.preload().catch(() => undefined);
    void pickupPointField.preload().catch(() => undefined);
  }, [state.step]);

  const onNotifyRef = useRef(onNotify);
  onNotifyRef.current = onNotify;
  const notifies = onNotify !== undefined;
  const pickup = useMemo<PickupOptions>(
    () => ({
      country: context.country,
      searchPickupPoints,
      widgets: pickupWidgets,
      loadScript,
      notify: notifies ? (message) => onNotifyRef.current?.({ type: 'error', message }) : undefined,
    }),
    [context.country, searchPickupPoints, pickupWidgets, loadScript, notifies],
  );

  const submitting = state.submit === 'submitting' || state.submit === 'submitted';

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step === 'summary') void form.submit();
    else void form.continueStep();
  }

  const heading = state.step === 'summary' ? summary.title : steps[state.step];
  const summaryTitle =
    state.serverInvalid || !form.summaryKey
      ? messages.errors.orderForm.validation
      : messages.validation.summary[form.summaryKey];
  const fallback = (
    <div className="shop-OrderForm-stepFallback">
      <Spinner label={messages.orderForm.loadingStep} />
    </div>
  );

  // The retry button goes as the step loads again, so the focus waits on the step's heading.
  const loadError = (retry: () => void) => (
    <OrderFormError
      kind="load"
      supportEmail={supportEmail}
      onRetry={() => {
        headingRef.current?.focus();
        retry();
      }}
    />
  );

  const applied = state.discount.status === 'applied' ? state.discount.discount : null;

  return (
    <div className={className ? `shop-OrderForm-layout ${className}` : 'shop-OrderForm-layout'}>
      <div className="shop-OrderForm-columns">
        <OrderSummary
          offer={offer}
          shippingMethod={state.values.shippingMethod}
          paymentMethod={state.values.paymentMethod}
          paymentFrequency={state.values.paymentFrequency}
          discount={applied}
        />
        <form
          ref={formRef}
          className="shop-OrderForm"
          noValidate
          onSubmit={onFormSubmit}
          onFocus={preload}
          onInput={preload}
          aria-busy={submitting}
        >
          <StepIndicator step={state.step} />
          <h2 ref={headingRef} tabIndex={-1} className="shop-OrderForm-heading">
            {heading}
          </h2>
          {form.summaryKey ? (
            <ErrorSummary title={summaryTitle} errors={form.summaryEntries} focusOn={form.summaryFocus} />
          ) : null}
          {state.serverInvalid && !form.summaryKey ? (
            <p role="alert" className="shop-OrderForm-sendError">
              {messages.errors.orderForm.validation}
            </p>
          ) : null}
          {state.step === 'delivery' ? <DeliveryStep form={form} context={rules} /> : null}
          {/* Per step, so going back leaves a failed step's message behind. */}
          <PartLoadBoundary key={state.step} fallback={loadError}>
            <Suspense fallback={fallback}>
              {state.step === 'shippingPayment' ? (
                <ShippingPaymentStep form={form} context={rules} offer={offer} pickup={pickup} />
              ) : null}
              {state.step === 'summary' ? (
                <SummaryStep form={form} offer={offer} context={rules} termsHref={termsHref} />
              ) : null}
            </Suspense>
          </PartLoadBoundary>
          {state.submit === 'failed' || state.submit === 'serverError' || state.submit === 'sentBefore' ? (
            <div role="alert" className="shop-OrderForm-sendError">
              <p>
                {state.submit === 'sentBefore'
                  ? messages.errors.orderForm.sentBefore
                  : state.submit === 'serverError'
                    ? messages.errors.server
                    : messages.errors.orderForm.send}
              </p>
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
              <Button type="submit" variant="red-cta" isDisabled={!form.ready}>
                {buttons.toDelivery}
              </Button>
            ) : null}
            {state.step === 'shippingPayment' ? (
              <Button type="submit" variant="red-cta" isDisabled={!form.ready}>
                {buttons.toSummary}
              </Button>
            ) : null}
            {state.step === 'summary' ? (
              <Button type="submit" variant="red-cta" isPending={submitting} isDisabled={!form.ready}>
                {submitting ? buttons.submitting : buttons.submit}
              </Button>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}
