import type { FieldErrorEntry } from '@shop/ui';
import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { fieldErrorsFromApi } from '../core/apiFieldErrors';
import { checkOrderStep } from '../core/checkOrderStep';
import type { DeliveryValues } from '../core/deliveryStep';
import type { CheckDiscountCode, DiscountCheckResult } from '../core/discount';
import type { OrderField } from '../core/issues';
import { messageFor } from '../core/messageFor';
import {
  clearDraft,
  type DraftStorage,
  draftHasDeliveryText,
  loadDraft,
  ORDER_DRAFT_KEY,
  saveDraft,
} from '../core/orderDraft';
import type { OrderFormContext } from '../core/orderFormContext';
import {
  createOrderFormReducer,
  type FormStep,
  fieldsOfStep,
  formSteps,
  initialOrderFormState,
  type OrderFormAction,
  type OrderFormState,
  type OrderFormValues,
  schemaOfStep,
  type TextField,
} from '../core/orderFormState';
import type { OrderOutcome } from '../core/orderOutcome';
import type { OrderData } from '../core/orderSchemas';
import { createSubmitKey, type SubmitKey } from '../core/submitKey';
import { type SummaryMessageKey, summaryMessageKey } from '../core/summaryMessage';
import { typedBeforeHydration } from './typedBeforeHydration';
import { useOrderFormMessages } from './useOrderFormMessages';

/**
 * What `submit` answers: the order's outcome; or a refusal carrying the API's 400 body (field
 * name to issue codes, unknown ones ignored); or a bare failure (network, server error).
 */
export type OrderSubmitResult =
  | { ok: true; outcome: OrderOutcome }
  | { ok: false; fieldErrors?: Readonly<Record<string, readonly string[]>> };

export interface OrderSubmitMeta {
  /**
   * One key per order sent, reused on a retry after a lost answer so the API creates a single
   * order; an order changed after a definitive answer (stored, refused, field errors) gets a new one.
   */
  idempotencyKey: string;
}

export type OrderSubmitHandler = (order: OrderData, meta: OrderSubmitMeta) => Promise<OrderSubmitResult>;

export interface UseOrderFormOptions {
  /** The rules' context, already narrowed to the offer (`contextForOffer`). */
  context: OrderFormContext;
  submit: OrderSubmitHandler;
  onOutcome: (outcome: OrderOutcome) => void;
  checkDiscountCode: CheckDiscountCode;
  initialValues?: Partial<OrderFormValues>;
  /** The saved data of a returning customer: fills step 1 and shows it as a block. */
  prefilledCustomer?: DeliveryValues;
  /** The screen to open on when the values allow it (earlier steps must pass). */
  initialStep?: FormStep;
  /** Where the draft lives: `sessionStorage` by default, `null` for no draft. */
  draftStorage?: DraftStorage | null;
  draftKey?: string;
  /** Readies the step a passing continue moves to (fetches its code); continue waits for it. */
  prepareStep?: (step: FormStep) => Promise<unknown>;
  /**
   * The form element. When it was rendered on the server, its inputs may hold text typed before
   * hydration; the form takes that text in as it starts.
   */
  formRef?: RefObject<HTMLFormElement | null>;
}

const orderFieldOrder: readonly OrderField[] = formSteps.flatMap((step) => fieldsOfStep[step]);

/** `sessionStorage` when the browser lets us have it; some privacy modes throw on access. */
function browserSessionStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export interface OrderFormController {
  state: OrderFormState;
  /**
   * False until the form runs in the browser (its draft read). Before, the inputs of a
   * server-rendered form take text, but a submit would be the bare HTML one, which would put
   * the data in the address; so its buttons wait for this.
   */
  ready: boolean;
  dispatch: (action: OrderFormAction) => void;
  fieldId: (field: OrderField) => string;
  /** The message under a field, in the current language, or undefined while it is fine. */
  fieldError: (field: OrderField) => string | undefined;
  summaryKey: SummaryMessageKey | null;
  /** The errors of the fields as they are now, while the summary is shown. */
  summaryEntries: readonly FieldErrorEntry[];
  /** A new value on each failed continue or submit: the summary takes the focus then. */
  summaryFocus: object | null;
  /** Asks the API about the typed discount code; resolves with its answer (null for no code). */
  applyDiscount: () => Promise<DiscountCheckResult | null>;
  /** Moves on a step when the current one passes; on step 2 a typed code is checked first. */
  continueStep: () => Promise<void>;
  submit: () => Promise<void>;
}

/**
 * Binds the form reducer to React: messages of the current language, field ids, the draft in
 * session storage (read after hydration, so server and client render the same first frame) and
 * text typed into the server-rendered inputs before hydration, the discount check and a submit
 * that can run only once at a time.
 */
export function useOrderForm({
  context,
  submit: sendOrder,
  onOutcome,
  checkDiscountCode,
  initialValues,
  prefilledCustomer,
  initialStep,
  draftStorage,
  draftKey = ORDER_DRAFT_KEY,
  prepareStep,
  formRef,
}: UseOrderFormOptions): OrderFormController {
  const { messages } = useOrderFormMessages();
  const reducer = useMemo(() => createOrderFormReducer(context), [context]);
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    initialOrderFormState(context, {
      values: { ...prefilledCustomer, ...initialValues },
      step: initialStep,
      prefilled: prefilledCustomer !== undefined,
    }),
  );

  const storageRef = useRef<DraftStorage | null>(null);
  // State, not a ref: the first commit must not write, or it would replace the draft before it is read.
  const [draftRead, setDraftRead] = useState(false);
  const draftOptions = useRef({ draftStorage, draftKey });
  const start = useRef({ formRef, state, prefilled: prefilledCustomer !== undefined });
  // A layout effect runs in the commit that hydrated the inputs, before any render could reset
  // them to the state, and a form rendered in the browser shows its draft from the first paint.
  useLayoutEffect(() => {
    const { draftStorage: given, draftKey: key } = draftOptions.current;
    const { formRef: form, state: first, prefilled } = start.current;
    const found = form?.current ? typedBeforeHydration(form.current, first.values) : {};
    const typed = Object.entries(found) as [TextField, string][];
    const storage = given === undefined ? browserSessionStorage() : given;
    storageRef.current = storage;
    const stored = storage ? loadDraft(storage, key) : null;
    // A draft saved before anything was typed would cover a returning customer's data with empty
    // fields; one with their own edits is newer than the saved data and wins.
    const draft = stored && prefilled && !draftHasDeliveryText(stored) ? null : stored;
    if (draft) {
      // A shopper already typing into the step on screen stays on it, wherever the draft had got to.
      const step = typed.length > 0 ? first.step : draft.step;
      dispatch({ type: 'restore', values: draft.values, step, pickupPoint: draft.pickupPoint });
    }
    // Typed on this very page, so newer than anything the draft kept from an earlier one.
    for (const [field, value] of typed) dispatch({ type: 'change', field, value });
    if (draft || typed.length > 0) {
      setDraftRead(true);
    } else {
      // Nothing to show: only the buttons wake up, and rendering the whole form again for that
      // may yield to the browser instead of running in the commit that put the form on screen.
      startTransition(() => setDraftRead(true));
    }
  }, []);

  useEffect(() => {
    const storage = storageRef.current;
    if (!draftRead || !storage || state.submit === 'submitted') return;
    saveDraft(storage, draftOptions.current.draftKey, {
      step: state.step,
      values: state.values,
      pickupPoint: state.pickupPoint,
    });
  }, [draftRead, state.step, state.values, state.submit, state.pickupPoint]);

  const baseId = useId();
  const fieldId = useCallback((field: OrderField) => `${baseId}-${field}`, [baseId]);

  const fieldError = (field: OrderField) => {
    const code = state.errors[field]?.[0];
    return code ? messageFor({ field, code }, messages) : undefined;
  };

  // Shown from a failed continue or submit until the step changes, the summary lists the errors as
  // they are now: a field fixed since leaves it, one found wrong since joins it. It takes the focus
  // only on the next failed continue or submit (`summaryFocus`), never from a field being typed in.
  const summaryEntries = useMemo(() => {
    if (!state.summary) return [];
    return orderFieldOrder.flatMap((field) => {
      const code = state.errors[field]?.[0];
      return code ? [{ fieldId: fieldId(field), message: messageFor({ field, code }, messages) }] : [];
    });
  }, [state.summary, state.errors, messages, fieldId]);

  const inFlight = useRef(false);
  const submitKey = useRef<SubmitKey | null>(null);
  const latest = useRef({ state, context, sendOrder, onOutcome, checkDiscountCode, prepareStep });
  latest.current = { state, context, sendOrder, onOutcome, checkDiscountCode, prepareStep };

  const applyDiscount = useCallback(async (): Promise<DiscountCheckResult | null> => {
    const code = latest.current.state.values.discountCode.trim();
    if (code === '') return null;
    dispatch({ type: 'discountCheckStarted', code });
    let result: DiscountCheckResult;
    try {
      result = await latest.current.checkDiscountCode(code);
    } catch {
      result = { ok: false, reason: 'failed' };
    }
    dispatch({ type: 'discountChecked', code, result });
    return result;
  }, []);

  const continueStep = useCallback(async () => {
    const { state: current, context: rules, prepareStep: prepare } = latest.current;
    const next = formSteps[formSteps.indexOf(current.step) + 1];
    const checked = checkOrderStep(schemaOfStep[current.step], current.values, rules);
    // A step with errors shows them at once; only a passing one waits for the code and the next step.
    if (checked.ok && next) {
      const code = current.values.discountCode.trim();
      if (current.step === 'shippingPayment' && code !== '' && current.discount.status !== 'applied') {
        const result = await applyDiscount();
        if (result && !result.ok) {
          document.getElementById(fieldId('discountCode'))?.focus();
          return;
        }
      }
      // The next step's code arrives before its heading takes the focus, so no key press lands
      // in a fallback; a failed fetch leaves the step's own loading to try again.
      await prepare?.(next).catch(() => undefined);
    }
    dispatch({ type: 'continue' });
  }, [applyDiscount, fieldId]);

  // A draft can bring a code back straight to the summary: it is asked about there.
  const pendingCode =
    state.step === 'summary' && state.discount.status === 'idle' ? state.values.discountCode.trim() : '';
  useEffect(() => {
    if (pendingCode !== '') void applyDiscount();
  }, [pendingCode, applyDiscount]);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const { state: current, context: rules, sendOrder: send } = latest.current;
    const checked = checkOrderStep('order', current.values, rules);
    if (!checked.ok) {
      dispatch({ type: 'showErrors', fieldErrors: checked.fieldErrors });
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'submitStarted' });
    // Only a code the API accepted is sent; the summary showed no discount for any other.
    const discountCode = current.discount.status === 'applied' ? current.discount.discount.code : null;
    const order = { ...checked.data, discountCode };
    submitKey.current ??= createSubmitKey();
    let answer: OrderSubmitResult;
    try {
      answer = await send(order, { idempotencyKey: submitKey.current.keyFor(order) });
    } catch {
      answer = { ok: false };
    }
    if (answer.ok || answer.fieldErrors) submitKey.current.answered(order);
    if (answer.ok) {
      // The order exists now: the form stays locked and the draft goes, so a reload starts afresh.
      dispatch({ type: 'submitSucceeded' });
      if (storageRef.current) clearDraft(storageRef.current, draftOptions.current.draftKey);
      latest.current.onOutcome(answer.outcome);
      return;
    }
    inFlight.current = false;
    if (answer.fieldErrors) {
      dispatch({ type: 'showErrors', fieldErrors: fieldErrorsFromApi(answer.fieldErrors), fromServer: true });
    } else dispatch({ type: 'submitFailed' });
  }, []);

  return {
    state,
    ready: draftRead,
    dispatch,
    fieldId,
    fieldError,
    summaryKey: state.summary ? summaryMessageKey(state.summary) : null,
    summaryEntries,
    summaryFocus: state.summary,
    applyDiscount,
    continueStep,
    submit,
  };
}
