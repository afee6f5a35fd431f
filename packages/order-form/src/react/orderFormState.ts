import { suggestEmail } from '../core/emailSuggestion';
import type { FieldErrors, IssueCode, OrderField } from '../core/issues';
import type { OrderFormContext } from '../core/orderFormContext';
import type { PaymentMethodId } from '../core/paymentMethods';
import {
  initialShippingPaymentChoice,
  reduceShippingPayment,
  type ShippingPaymentChoice,
} from '../core/pplRule';
import type { ShippingMethodId } from '../core/shippingMethods';
import { type OrderStep, validateStep } from '../core/validateStep';

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

export type SubmitStatus = 'idle' | 'submitting' | 'failed' | 'submitted';

export interface OrderFormState {
  step: FormStep;
  values: OrderFormValues;
  /** The PPL rule's memory: the payment it replaced and its notice. */
  choice: ShippingPaymentChoice;
  /** Issue codes shown under the fields; a field gets them when it is left or a step is continued. */
  errors: FieldErrors;
  /**
   * The errors listed in the summary: a snapshot taken on a failed continue or submit, kept while
   * the customer fixes fields so the summary does not change (and steal focus) under their typing.
   */
  summary: FieldErrors | null;
  /** A corrected email address offered to the customer, or null. */
  emailSuggestion: string | null;
  /** An address whose suggestion the customer declined, so leaving the field again does not ask twice. */
  declinedEmail: string | null;
  /** Returning visitors see their saved data as a block until they choose to edit it. */
  prefilledCollapsed: boolean;
  submit: SubmitStatus;
}

export type OrderFormAction =
  | { type: 'change'; field: TextField; value: string }
  | { type: 'blur'; field: OrderField }
  | { type: 'selectShipping'; shipping: ShippingMethodId }
  | { type: 'selectPayment'; payment: PaymentMethodId }
  | { type: 'setAgreement'; agreement: boolean }
  | { type: 'acceptEmailSuggestion' }
  | { type: 'declineEmailSuggestion' }
  | { type: 'editPrefilled' }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'goTo'; step: FormStep }
  | { type: 'restore'; values: Partial<OrderFormValues>; step: FormStep }
  | { type: 'showErrors'; fieldErrors: FieldErrors }
  | { type: 'submitStarted' }
  | { type: 'submitFailed' }
  | { type: 'submitSucceeded' };

/** Which shared schema checks each screen. */
const schemaOfStep: Record<FormStep, OrderStep> = {
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
  const result = validateStep(schemaOfStep[step], values, context);
  return result.ok ? {} : result.fieldErrors;
}

function withFieldErrors(
  errors: FieldErrors,
  field: OrderField,
  codes: IssueCode[] | undefined,
): FieldErrors {
  const next = { ...errors };
  if (codes && codes.length > 0) next[field] = codes;
  else delete next[field];
  return next;
}

/** Re-checks one field against its step, as the customer sees it right now. */
function recheck(state: OrderFormState, field: OrderField, context: OrderFormContext): FieldErrors {
  const codes = stepErrors(stepOfField(field), state.values, context)[field];
  return withFieldErrors(state.errors, field, codes);
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
  };
}

function applyChoice(state: OrderFormState, choice: ShippingPaymentChoice, context: OrderFormContext) {
  const values = {
    ...state.values,
    shippingMethod: choice.shipping ?? '',
    paymentMethod: choice.payment ?? '',
  };
  const next = { ...state, values, choice };
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
  return function reduceOrderForm(state: OrderFormState, action: OrderFormAction): OrderFormState {
    switch (action.type) {
      case 'change': {
        const values = { ...state.values, [action.field]: action.value };
        const next = { ...state, values };
        const emailChanged = action.field === 'email';
        return {
          ...next,
          // An error already shown follows the typing, so it disappears as soon as the value is right.
          errors: state.errors[action.field] ? recheck(next, action.field, context) : state.errors,
          emailSuggestion: emailChanged ? null : state.emailSuggestion,
        };
      }
      case 'blur': {
        const errors = recheck(state, action.field, context);
        if (action.field !== 'email') return { ...state, errors };
        const suggestion = suggestEmail(state.values.email);
        const offered = suggestion !== null && state.values.email !== state.declinedEmail;
        return { ...state, errors, emailSuggestion: offered ? suggestion : null };
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
          return { ...state, errors, summary: errors, prefilledCollapsed };
        }
        const index = formSteps.indexOf(state.step);
        const step = formSteps[Math.min(index + 1, formSteps.length - 1)] ?? state.step;
        return { ...state, step, errors: {}, summary: null };
      }
      case 'back': {
        const index = formSteps.indexOf(state.step);
        const step = formSteps[Math.max(index - 1, 0)] ?? state.step;
        return { ...state, step, summary: null, errors: {} };
      }
      case 'goTo':
        if (formSteps.indexOf(action.step) >= formSteps.indexOf(state.step)) return state;
        return { ...state, step: action.step, summary: null, errors: {} };
      case 'restore': {
        const values = { ...state.values, ...action.values, agreement: false };
        return {
          ...state,
          values,
          choice: choiceOf(values),
          step: reachableStep(action.step, values, context),
        };
      }
      case 'showErrors': {
        const fields = Object.keys(action.fieldErrors) as OrderField[];
        const first = formSteps.find((step) => fields.some((field) => stepOfField(field) === step));
        if (!first) return { ...state, submit: 'failed' };
        return {
          ...state,
          step: first,
          errors: action.fieldErrors,
          summary: action.fieldErrors,
          prefilledCollapsed: first === 'delivery' ? false : state.prefilledCollapsed,
          submit: 'idle',
        };
      }
      case 'submitStarted':
        return { ...state, submit: 'submitting' };
      case 'submitFailed':
        return { ...state, submit: 'failed' };
      case 'submitSucceeded':
        return { ...state, submit: 'submitted' };
    }
  };
}
