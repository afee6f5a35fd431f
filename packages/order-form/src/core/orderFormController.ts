import type { OrderResult } from '@shop/contracts';
import { fieldErrorsFromApi } from './apiFieldErrors';
import { checkOrderStep } from './checkOrderStep';
import type { DeliveryValues } from './deliveryStep';
import type { CheckDiscountCode, DiscountCheckResult } from './discount';
import { createFormController, type FormSnapshot } from './formController';
import type { OrderField } from './issues';
import {
  clearDraft,
  type DraftStorage,
  draftHasDeliveryText,
  loadDraft,
  ORDER_DRAFT_KEY,
  saveDraft,
} from './orderDraft';
import type { OrderFormContext } from './orderFormContext';
import {
  createOrderFormReducer,
  type FormStep,
  formSteps,
  initialOrderFormState,
  type OrderFormAction,
  type OrderFormState,
  type OrderFormValues,
  schemaOfStep,
  type TextField,
} from './orderFormState';
import type { OrderOutcome } from './orderOutcome';
import type { OrderData } from './orderSchemas';
import { createSubmitKey, type SubmitKey } from './submitKey';

/**
 * The typo check of email addresses (its mailbox domains and edit distance) is not part of the
 * form's first code: it loads once an address is being typed. A failed load is tried again next time.
 */
let emailSuggestionCode: Promise<typeof import('./emailSuggestion')> | undefined;
function emailSuggestions(): Promise<typeof import('./emailSuggestion')> {
  emailSuggestionCode ??= import('./emailSuggestion').catch((error: unknown) => {
    emailSuggestionCode = undefined;
    throw error;
  });
  return emailSuggestionCode;
}

/**
 * What `submit` answers: the API's answer to the order (stored, waiting for a card payment, or
 * rejected); or a refusal carrying the API's 400 body (field
 * name to issue codes, unknown ones ignored); or `sentBefore`: the key was sent before with
 * another order (the shopper changed the order after a lost answer, and the first one may have
 * been stored); or `serverError`: the server answered 5xx (503 while it cannot reach its
 * database); or a bare failure (network). Both failures keep the key, so sending again cannot
 * store the order twice.
 */
export type OrderSubmitResult =
  | { ok: true; result: OrderResult }
  | {
      ok: false;
      fieldErrors?: Readonly<Record<string, readonly string[]>>;
      sentBefore?: boolean;
      serverError?: boolean;
    };

export interface OrderSubmitMeta {
  /**
   * One key per order sent, reused on a retry after a lost answer so the API creates a single
   * order; an order changed after a definitive answer (stored, refused, field errors) gets a new one.
   */
  idempotencyKey: string;
}

export type OrderSubmitHandler = (order: OrderData, meta: OrderSubmitMeta) => Promise<OrderSubmitResult>;

export interface OrderFormControllerOptions {
  /** The rules' context, already narrowed to the offer (`contextForOffer`). */
  context: OrderFormContext;
  /** Sends the checked order; a throw counts as a lost answer. */
  submit: OrderSubmitHandler;
  /** Called once with the API's answer and the order it answered. */
  onOutcome?: (outcome: OrderOutcome) => void;
  checkDiscountCode: CheckDiscountCode;
  initialValues?: Partial<OrderFormValues>;
  /** The saved data of a returning customer: fills step 1 and shows it as a block. */
  prefilledCustomer?: DeliveryValues;
  /** The screen to open on when the values allow it (earlier steps must pass). */
  initialStep?: FormStep;
  /** Where the draft lives; without one the form keeps no draft. Read by `start`, written after. */
  draftStorage?: DraftStorage | null;
  draftKey?: string;
  /** Readies the step a passing continue moves to (fetches its code); continue waits for it. */
  prepareStep?: (step: FormStep) => Promise<unknown>;
  /** Makes a new idempotency key; `crypto.randomUUID` by default. */
  newKey?: () => string;
}

/** The form as a caller sees it: its state, and what became of the order sent (once the API accepted or rejected it). */
export type OrderFormSnapshot = FormSnapshot<OrderFormState, OrderOutcome>;

/** What a continue did: moved on, showed the step's errors, or stopped at a refused discount code. */
export type ContinueResult = 'moved' | 'invalid' | 'discountRefused';

/**
 * The order form without a framework, built on the form core (`createFormController`): it holds
 * the values and the step, checks each step by the shared schemas, keeps the draft, sends the
 * order with its idempotency key and holds the outcome. React binds it with
 * `useSyncExternalStore(subscribe, getSnapshot)`.
 */
export interface OrderFormController {
  getSnapshot(): OrderFormSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Starts the form where it runs for real (the browser): restores the draft, then takes in text
   * typed before this moment (newer than any draft), and from then on saves the draft on every
   * change. Answers whether the form changed; a second call does nothing.
   */
  start(typed?: Partial<Record<TextField, string>>): boolean;
  /** The rules changed (another offer); later checks use them. */
  setContext(context: OrderFormContext): void;
  dispatch(action: OrderFormAction): void;
  setField(field: TextField, value: string): void;
  blur(field: OrderField): void;
  /** Goes back to an earlier step; a later one is reached only by `next`. */
  goToStep(step: FormStep): void;
  back(): void;
  /** Moves on a step when the current one passes; on step 2 a typed code is checked first. */
  next(): Promise<ContinueResult>;
  /** Asks the API about the typed discount code; resolves with its answer (null for no code). */
  applyDiscount(): Promise<DiscountCheckResult | null>;
  /** Checks the whole order and sends it; does nothing while a send is under way. */
  submit(): Promise<void>;
}

export function createOrderFormController(options: OrderFormControllerOptions): OrderFormController {
  const { prefilledCustomer, draftStorage: storage = null, draftKey = ORDER_DRAFT_KEY } = options;
  const prefilled = prefilledCustomer !== undefined;
  let context = options.context;
  let reduce = createOrderFormReducer(context);
  let started = false;
  let submitKey: SubmitKey | null = null;

  function save(state: OrderFormState) {
    if (!storage || state.submit === 'submitted') return;
    saveDraft(storage, draftKey, { step: state.step, values: state.values, pickupPoint: state.pickupPoint });
  }

  const form = createFormController<
    OrderFormState,
    OrderFormAction,
    OrderData,
    OrderSubmitResult,
    OrderOutcome
  >({
    initialState: initialOrderFormState(context, {
      values: { ...prefilledCustomer, ...options.initialValues },
      step: options.initialStep,
      prefilled,
    }),
    reduce: (state, action) => reduce(state, action),
    onChange(state, before) {
      if (!started) return;
      if (
        state.step !== before.step ||
        state.values !== before.values ||
        state.pickupPoint !== before.pickupPoint ||
        state.submit !== before.submit
      ) {
        save(state);
      }
      askPendingCode();
    },
    check(state) {
      const checked = checkOrderStep('order', state.values, context);
      if (!checked.ok) return { ok: false, action: { type: 'showErrors', fieldErrors: checked.fieldErrors } };
      // Only a code the API accepted is sent; the summary showed no discount for any other.
      const discountCode = state.discount.status === 'applied' ? state.discount.discount.code : null;
      return { ok: true, payload: { ...checked.data, discountCode } };
    },
    started: { type: 'submitStarted' },
    send(order) {
      submitKey ??= createSubmitKey(options.newKey);
      return options.submit(order, { idempotencyKey: submitKey.keyFor(order) });
    },
    // A throw is a lost answer, as is a bare failure.
    settle(answer = { ok: false }, order) {
      if (answer.ok || answer.fieldErrors) submitKey?.answered(order);
      if (answer.ok)
        return { action: { type: 'submitSucceeded' }, outcome: { result: answer.result, order } };
      if (answer.fieldErrors) {
        const fieldErrors = fieldErrorsFromApi(answer.fieldErrors);
        return { action: { type: 'showErrors', fieldErrors, fromServer: true } };
      }
      if (answer.sentBefore) {
        // Told, the shopper decides: sending again sends the changed order as a new one.
        submitKey?.renew();
        return { action: { type: 'submitSentBefore' } };
      }
      return { action: { type: 'submitFailed', serverError: answer.serverError === true } };
    },
    onOutcome(outcome) {
      // The order exists: the form stays locked, and a reload starts afresh.
      if (storage) clearDraft(storage, draftKey);
      options.onOutcome?.(outcome);
    },
  });
  const stateNow = () => form.getSnapshot().state;

  /**
   * Every action goes to the form; the email field's also to its typo check: its code loads while
   * the address is typed, and leaving the field asks it about the address left there.
   */
  function dispatch(action: OrderFormAction) {
    form.dispatch(action);
    if (!('field' in action) || action.field !== 'email') return;
    if (action.type === 'change') void emailSuggestions().catch(() => undefined);
    if (action.type !== 'blur') return;
    const email = stateNow().values.email;
    emailSuggestions()
      .then(({ suggestEmail }) =>
        form.dispatch({ type: 'suggestEmail', email, suggestion: suggestEmail(email) }),
      )
      // Without its code the address goes unchecked for typos; the form's own rules still apply.
      .catch(() => undefined);
  }

  // A draft can bring a code back straight to the summary: it is asked about there.
  function askPendingCode() {
    const { state } = form.getSnapshot();
    if (
      state.step === 'summary' &&
      state.discount.status === 'idle' &&
      state.values.discountCode.trim() !== ''
    ) {
      void applyDiscount();
    }
  }

  async function applyDiscount(): Promise<DiscountCheckResult | null> {
    const code = stateNow().values.discountCode.trim();
    if (code === '') return null;
    dispatch({ type: 'discountCheckStarted', code });
    let result: DiscountCheckResult;
    try {
      result = await options.checkDiscountCode(code);
    } catch {
      result = { ok: false, reason: 'failed' };
    }
    dispatch({ type: 'discountChecked', code, result });
    return result;
  }

  async function next(): Promise<ContinueResult> {
    const current = stateNow();
    const following = formSteps[formSteps.indexOf(current.step) + 1];
    const checked = checkOrderStep(schemaOfStep[current.step], current.values, context);
    // A step with errors shows them at once; only a passing one waits for the code and the next step.
    if (checked.ok && following) {
      const code = current.values.discountCode.trim();
      if (current.step === 'shippingPayment' && code !== '' && current.discount.status !== 'applied') {
        const result = await applyDiscount();
        if (result && !result.ok) return 'discountRefused';
      }
      // The next step's code arrives before its heading takes the focus, so no key press lands
      // in a fallback; a failed fetch leaves the step's own loading to try again.
      await options.prepareStep?.(following).catch(() => undefined);
    }
    const from = stateNow().step;
    dispatch({ type: 'continue' });
    return stateNow().step !== from ? 'moved' : 'invalid';
  }

  return {
    ...form,
    start(typed = {}) {
      if (started) return false;
      const before = stateNow();
      const entries = Object.entries(typed) as [TextField, string][];
      const stored = storage ? loadDraft(storage, draftKey) : null;
      // A draft saved before anything was typed would cover a returning customer's data with empty
      // fields; one with their own edits is newer than the saved data and wins.
      const draft = stored && prefilled && !draftHasDeliveryText(stored) ? null : stored;
      if (draft) {
        // A shopper already typing into the step on screen stays on it, wherever the draft had got to.
        const step = entries.length > 0 ? before.step : draft.step;
        dispatch({ type: 'restore', values: draft.values, step, pickupPoint: draft.pickupPoint });
      }
      // Typed on this very page, so newer than anything the draft kept from an earlier one.
      for (const [field, value] of entries) dispatch({ type: 'change', field, value });
      started = true;
      save(stateNow());
      askPendingCode();
      return stateNow() !== before;
    },
    setContext(next) {
      if (next === context) return;
      context = next;
      reduce = createOrderFormReducer(next);
    },
    dispatch,
    setField: (field, value) => dispatch({ type: 'change', field, value }),
    blur: (field) => dispatch({ type: 'blur', field }),
    goToStep: (step) => dispatch({ type: 'goTo', step }),
    back: () => dispatch({ type: 'back' }),
    next,
    applyDiscount,
  };
}
