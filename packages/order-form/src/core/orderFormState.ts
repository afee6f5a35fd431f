import { checkOrderStep } from './checkOrderStep';
import type { AppliedDiscount, DiscountCheckResult, DiscountRefusal } from './discount';
import { changeValue, checkField, type FieldCheck, showErrors, withFieldIssue } from './formController';
import { apiVerdictCodes, type FieldErrors, type IssueCode, type OrderField } from './issues';
import type { OrderFormContext } from './orderFormContext';
import type { PaymentMethodId } from './paymentMethods';
import { type PickupCarrier, type PickupPoint, pickupCarrierOf } from './pickupPoint';
import { initialShippingPaymentChoice, reduceShippingPayment, type ShippingPaymentChoice } from './pplRule';
import type { OrderStep } from './schemaFieldErrors';
import type { ShippingMethodId } from './shippingMethods';

/** The three screens of the form, in order. */
export const formSteps = ['delivery', 'shippingPayment', 'summary'] as const;
export type FormStep = (typeof formSteps)[number];

export type TextField = Exclude<OrderField, 'agreement' | 'shippingMethod' | 'paymentMethod'>;

/** What the customer has entered, as typed: every text a string, the terms a boolean. */
export type OrderFormValues = Record<Exclude<OrderField, 'agreement'>, string> & { agreement: boolean };

export const emptyOrderFormValues: OrderFormValues = {
  firstName: '',
  lastName: '',
  company: '',
  street: '',
  houseNumber: '',
  streetAndNumber: '',
  city: '',
  zip: '',
  phonePrefix: '',
  phone: '',
  email: '',
  birthDate: '',
  shippingMethod: '',
  pickupPointId: '',
  paymentMethod: '',
  paymentFrequency: '',
  discountCode: '',
  agreement: false,
};

/**
 * `sentBefore`: the order's key was sent before with another order (see `OrderSubmitResult`);
 * `serverError`: the server answered with an error of its own (5xx, e.g. 503 while its database
 * is away), `failed`: no usable answer came at all.
 */
export type SubmitStatus = 'idle' | 'submitting' | 'failed' | 'serverError' | 'sentBefore' | 'submitted';

/** The point picked for a pickup method, with its carrier so a change of carrier drops it. */
export interface ChosenPickupPoint {
  carrier: PickupCarrier;
  point: PickupPoint;
}

/** Where the discount code stands: not asked yet, being asked, or the API's answer for `code`. */
export type DiscountState =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; discount: AppliedDiscount }
  | { status: DiscountRefusal; code: string };

export interface OrderFormState {
  step: FormStep;
  values: OrderFormValues;
  /** The PPL rule's memory: the payment it replaced and its notice. */
  choice: ShippingPaymentChoice;
  /** Issue codes shown under the fields; a field gets them when it is left or a step is continued. */
  errors: FieldErrors;
  /**
   * The errors of the last failed continue or submit on this step: while set, the summary shows the
   * fields' current errors; a new one (a new failure) moves the focus to the summary.
   */
  summary: FieldErrors | null;
  /** A corrected email address offered to the customer, or null. */
  emailSuggestion: string | null;
  /** An address whose suggestion the customer declined, so leaving the field again does not ask twice. */
  declinedEmail: string | null;
  /** Returning visitors see their saved data as a block until they choose to edit it. */
  prefilledCollapsed: boolean;
  submit: SubmitStatus;
  pickupPoint: ChosenPickupPoint | null;
  discount: DiscountState;
  /** The API refused the order's data (its 400): the summary says so instead of the form's own text. */
  serverInvalid: boolean;
}

export type OrderFormAction =
  | { type: 'change'; field: TextField; value: string }
  | { type: 'blur'; field: OrderField }
  | { type: 'selectShipping'; shipping: ShippingMethodId }
  | { type: 'selectPayment'; payment: PaymentMethodId }
  | { type: 'selectPickupPoint'; chosen: ChosenPickupPoint | null }
  | { type: 'discountCheckStarted'; code: string }
  | { type: 'discountChecked'; code: string; result: DiscountCheckResult }
  | { type: 'setAgreement'; agreement: boolean }
  /** The correction for the address the field was left with (`suggestEmail`, loaded on use). */
  | { type: 'suggestEmail'; email: string; suggestion: string | null }
  | { type: 'acceptEmailSuggestion' }
  | { type: 'declineEmailSuggestion' }
  | { type: 'editPrefilled' }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'goTo'; step: FormStep }
  | {
      type: 'restore';
      values: Partial<OrderFormValues>;
      step: FormStep;
      pickupPoint?: ChosenPickupPoint | null;
    }
  | { type: 'showErrors'; fieldErrors: FieldErrors; fromServer?: boolean }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; serverError?: boolean }
  | { type: 'submitSentBefore' }
  | { type: 'submitSucceeded' };

/** Which shared schema checks each screen. */
export const schemaOfStep: Record<FormStep, OrderStep> = {
  delivery: 'delivery',
  shippingPayment: 'shippingPayment',
  summary: 'terms',
};

export const fieldsOfStep: Record<FormStep, readonly OrderField[]> = {
  delivery: [
    'firstName',
    'lastName',
    'company',
    'street',
    'houseNumber',
    'streetAndNumber',
    'city',
    'zip',
    'phonePrefix',
    'phone',
    'email',
    'birthDate',
  ],
  shippingPayment: ['shippingMethod', 'pickupPointId', 'paymentMethod', 'paymentFrequency', 'discountCode'],
  summary: ['agreement'],
};

export function stepOfField(field: OrderField): FormStep {
  return formSteps.find((step) => fieldsOfStep[step].includes(field)) ?? 'delivery';
}

function stepErrors(step: FormStep, values: OrderFormValues, context: OrderFormContext): FieldErrors {
  const result = checkOrderStep(schemaOfStep[step], values, context);
  return result.ok ? {} : result.fieldErrors;
}

function withFieldErrors(
  errors: FieldErrors,
  field: OrderField,
  codes: IssueCode[] | undefined,
): FieldErrors {
  return withFieldIssue(errors, field, codes && codes.length > 0 ? codes : undefined);
}

/** One field checked against its step, as the customer sees it right now. */
function issuesOf(
  state: OrderFormState,
  field: OrderField,
  context: OrderFormContext,
): IssueCode[] | undefined {
  const codes = stepErrors(stepOfField(field), state.values, context)[field] ?? [];
  // The form cannot check the API's verdict on a value again, so it stands until the value changes.
  const verdicts = state.errors[field]?.filter((code) => apiVerdictCodes.has(code)) ?? [];
  const issues = [...codes, ...verdicts];
  return issues.length > 0 ? issues : undefined;
}

function recheck(state: OrderFormState, field: OrderField, context: OrderFormContext): FieldErrors {
  return withFieldIssue(state.errors, field, issuesOf(state, field, context));
}

/** The field's errors without the API's verdicts, which a new value makes stale. */
function withoutVerdicts(errors: FieldErrors, field: OrderField): FieldErrors {
  return withFieldErrors(
    errors,
    field,
    errors[field]?.filter((code) => !apiVerdictCodes.has(code)),
  );
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((codes) => codes && codes.length > 0);
}

/** The furthest step the values allow: a later step is reachable only when all earlier ones pass. */
export function reachableStep(
  wanted: FormStep,
  values: OrderFormValues,
  context: OrderFormContext,
): FormStep {
  for (const step of formSteps) {
    if (step === wanted) return step;
    if (hasErrors(stepErrors(step, values, context))) return step;
  }
  return wanted;
}

function choiceOf(values: Pick<OrderFormValues, 'shippingMethod' | 'paymentMethod'>): ShippingPaymentChoice {
  const shipping = values.shippingMethod === '' ? undefined : (values.shippingMethod as ShippingMethodId);
  const payment = values.paymentMethod === '' ? undefined : (values.paymentMethod as PaymentMethodId);
  return { ...initialShippingPaymentChoice({ shipping, payment }), notice: null };
}

export interface InitialOrderFormOptions {
  values?: Partial<OrderFormValues>;
  step?: FormStep;
  prefilled?: boolean;
}

export function initialOrderFormState(
  context: OrderFormContext,
  { values = {}, step = 'delivery', prefilled = false }: InitialOrderFormOptions = {},
): OrderFormState {
  const merged = { ...emptyOrderFormValues, ...values };
  return {
    step: reachableStep(step, merged, context),
    values: merged,
    choice: choiceOf(merged),
    errors: {},
    summary: null,
    emailSuggestion: null,
    declinedEmail: null,
    prefilledCollapsed: prefilled,
    submit: 'idle',
    pickupPoint: null,
    discount: { status: 'idle' },
    serverInvalid: false,
  };
}

function applyChoice(state: OrderFormState, choice: ShippingPaymentChoice, context: OrderFormContext) {
  const values = {
    ...state.values,
    shippingMethod: choice.shipping ?? '',
    paymentMethod: choice.payment ?? '',
  };
  // A point belongs to its carrier: another carrier's pickup method asks for a new one, while a
  // detour through delivery to the address keeps it for when the customer comes back.
  const carrier = choice.shipping ? pickupCarrierOf(choice.shipping) : null;
  const keepPoint = state.pickupPoint !== null && (carrier === null || state.pickupPoint.carrier === carrier);
  if (!keepPoint) values.pickupPointId = '';
  const next = { ...state, values, choice, pickupPoint: keepPoint ? state.pickupPoint : null };
  let errors = state.errors;
  // Only errors already on screen follow the choice; untouched fields wait for continue.
  for (const field of ['shippingMethod', 'paymentMethod', 'pickupPointId'] as const) {
    if (errors[field]) errors = recheck({ ...next, errors }, field, context);
  }
  return { ...next, errors };
}

/**
 * The form as a pure reducer over its context. Fields are checked when left and when a step is
 * continued, always by the shared schemas, so the browser says exactly what the API would.
 */
export function createOrderFormReducer(context: OrderFormContext) {
  const check: FieldCheck<OrderFormState, OrderField, IssueCode[]> = (state, field) =>
    issuesOf(state, field, context);
  return function reduceOrderForm(state: OrderFormState, action: OrderFormAction): OrderFormState {
    switch (action.type) {
      case 'change': {
        const changed = action.value !== state.values[action.field];
        const fresh = changed ? { ...state, errors: withoutVerdicts(state.errors, action.field) } : state;
        let next = changeValue(fresh, action.field, action.value, check);
        // The number is read with the chosen prefix: a number already typed is checked again with it.
        if (action.field === 'phonePrefix' && (next.errors.phone || next.values.phone.trim() !== '')) {
          next = checkField(next, 'phone', check);
        }
        return {
          ...next,
          emailSuggestion: action.field === 'email' ? null : state.emailSuggestion,
          // A changed code has not been checked, so an earlier answer no longer applies.
          discount: action.field === 'discountCode' ? { status: 'idle' } : state.discount,
        };
      }
      case 'blur':
        return checkField(state, action.field, check);
      case 'suggestEmail': {
        // An answer for an address since changed is stale; a declined one is not offered again.
        if (action.email !== state.values.email) return state;
        const offered = action.suggestion !== null && action.email !== state.declinedEmail;
        return { ...state, emailSuggestion: offered ? action.suggestion : null };
      }
      case 'selectShipping':
        return applyChoice(
          state,
          reduceShippingPayment(state.choice, { type: 'selectShipping', shipping: action.shipping }),
          context,
        );
      case 'selectPayment':
        return applyChoice(
          state,
          reduceShippingPayment(state.choice, { type: 'selectPayment', payment: action.payment }),
          context,
        );
      case 'selectPickupPoint': {
        const next = {
          ...state,
          values: { ...state.values, pickupPointId: action.chosen?.point.id ?? '' },
          pickupPoint: action.chosen,
        };
        return {
          ...next,
          errors: state.errors.pickupPointId ? recheck(next, 'pickupPointId', context) : state.errors,
        };
      }
      case 'discountCheckStarted':
        return { ...state, discount: { status: 'checking', code: action.code } };
      case 'discountChecked': {
        // An answer for a code the customer has since changed is stale.
        if (action.code !== state.values.discountCode.trim()) return state;
        const { result } = action;
        return {
          ...state,
          discount: result.ok
            ? { status: 'applied', discount: result.discount }
            : { status: result.reason, code: action.code },
        };
      }
      case 'setAgreement': {
        const next = { ...state, values: { ...state.values, agreement: action.agreement } };
        return { ...next, errors: recheck(next, 'agreement', context) };
      }
      case 'acceptEmailSuggestion': {
        if (state.emailSuggestion === null) return state;
        const next = {
          ...state,
          values: { ...state.values, email: state.emailSuggestion },
          emailSuggestion: null,
        };
        return { ...next, errors: recheck(next, 'email', context) };
      }
      case 'declineEmailSuggestion':
        return { ...state, emailSuggestion: null, declinedEmail: state.values.email };
      case 'editPrefilled':
        return { ...state, prefilledCollapsed: false };
      case 'continue': {
        const errors = stepErrors(state.step, state.values, context);
        if (hasErrors(errors)) {
          // Saved data that no longer passes must be editable, or the summary would link to nothing.
          const prefilledCollapsed = state.step === 'delivery' ? false : state.prefilledCollapsed;
          return { ...showErrors(state, errors), prefilledCollapsed };
        }
        const index = formSteps.indexOf(state.step);
        const step = formSteps[Math.min(index + 1, formSteps.length - 1)] ?? state.step;
        return { ...state, step, errors: {}, summary: null, serverInvalid: false };
      }
      case 'back': {
        const index = formSteps.indexOf(state.step);
        const step = formSteps[Math.max(index - 1, 0)] ?? state.step;
        return { ...state, step, summary: null, errors: {}, serverInvalid: false };
      }
      case 'goTo':
        if (formSteps.indexOf(action.step) >= formSteps.indexOf(state.step)) return state;
        return { ...state, step: action.step, summary: null, errors: {}, serverInvalid: false };
      case 'restore': {
        const pickupPoint = action.pickupPoint ?? null;
        const values = {
          ...state.values,
          ...action.values,
          agreement: false,
          pickupPointId: pickupPoint?.point.id ?? '',
        };
        return {
          ...state,
          values,
          pickupPoint,
          discount: { status: 'idle' },
          choice: choiceOf(values),
          step: reachableStep(action.step, values, context),
        };
      }
      case 'showErrors': {
        const fields = Object.keys(action.fieldErrors) as OrderField[];
        const first = formSteps.find((step) => fields.some((field) => stepOfField(field) === step));
        const serverInvalid = action.fromServer === true;
        if (!first) return { ...state, submit: serverInvalid ? 'idle' : 'failed', serverInvalid };
        // A code the API turned down is no longer applied: the summary must not count it off the total.
        const refusedCode = action.fieldErrors.discountCode?.includes('discount.invalid')
          ? state.values.discountCode.trim()
          : null;
        return {
          ...showErrors(state, action.fieldErrors),
          step: first,
          discount: refusedCode === null ? state.discount : { status: 'invalid', code: refusedCode },
          prefilledCollapsed: first === 'delivery' ? false : state.prefilledCollapsed,
          submit: 'idle',
          serverInvalid,
        };
      }
      case 'submitStarted':
        return { ...state, submit: 'submitting', serverInvalid: false };
      case 'submitFailed':
        return { ...state, submit: action.serverError ? 'serverError' : 'failed' };
      case 'submitSentBefore':
        return { ...state, submit: 'sentBefore' };
      case 'submitSucceeded':
        return { ...state, submit: 'submitted' };
    }
  };
}
