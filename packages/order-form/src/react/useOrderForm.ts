import { useI18n } from '@shop/i18n/react';
import type { FieldErrorEntry } from '@shop/ui';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { DeliveryValues } from '../core/deliveryStep';
import type { FieldErrors, OrderField } from '../core/issues';
import { messageFor } from '../core/messageFor';
import type { OrderFormContext } from '../core/orderFormContext';
import type { OrderData } from '../core/orderSchemas';
import { type SummaryMessageKey, summaryMessageKey } from '../core/summaryMessage';
import { validateStep } from '../core/validateStep';
import { clearDraft, type DraftStorage, loadDraft, ORDER_DRAFT_KEY, saveDraft } from './orderDraft';
import {
  createOrderFormReducer,
  type FormStep,
  fieldsOfStep,
  formSteps,
  initialOrderFormState,
  type OrderFormAction,
  type OrderFormState,
  type OrderFormValues,
} from './orderFormState';

/** What `onSubmit` answers: accepted, or refused with the API's issue codes per field (if any). */
export type OrderSubmitResult = { ok: true } | { ok: false; fieldErrors?: FieldErrors };

export interface OrderSubmitMeta {
  /** One key per form instance, reused on a retry, so the API creates a single order. */
  idempotencyKey: string;
}

export type OrderSubmitHandler = (order: OrderData, meta: OrderSubmitMeta) => Promise<OrderSubmitResult>;

export interface UseOrderFormOptions {
  context: OrderFormContext;
  onSubmit: OrderSubmitHandler;
  initialValues?: Partial<OrderFormValues>;
  /** The saved data of a returning customer: fills step 1 and shows it as a block. */
  prefilledCustomer?: DeliveryValues;
  /** The screen to open on when the values allow it (earlier steps must pass). */
  initialStep?: FormStep;
  /** Where the draft lives: `sessionStorage` by default, `null` for no draft. */
  draftStorage?: DraftStorage | null;
  draftKey?: string;
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
  dispatch: (action: OrderFormAction) => void;
  fieldId: (field: OrderField) => string;
  /** The message under a field, in the current language, or undefined while it is fine. */
  fieldError: (field: OrderField) => string | undefined;
  summaryKey: SummaryMessageKey | null;
  summaryEntries: readonly FieldErrorEntry[];
  submit: () => Promise<void>;
}

/**
 * Binds the form reducer to React: messages of the current language, field ids, the draft in
 * session storage (read after hydration, so server and client render the same first frame) and
 * a submit that can run only once at a time.
 */
export function useOrderForm({
  context,
  onSubmit,
  initialValues,
  prefilledCustomer,
  initialStep,
  draftStorage,
  draftKey = ORDER_DRAFT_KEY,
}: UseOrderFormOptions): OrderFormController {
  const { messages } = useI18n();
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
  useEffect(() => {
    const { draftStorage: given, draftKey: key } = draftOptions.current;
    const storage = given === undefined ? browserSessionStorage() : given;
    storageRef.current = storage;
    const draft = storage ? loadDraft(storage, key) : null;
    if (draft) dispatch({ type: 'restore', values: draft.values, step: draft.step });
    setDraftRead(true);
  }, []);

  useEffect(() => {
    const storage = storageRef.current;
    if (!draftRead || !storage || state.submit === 'submitted') return;
    saveDraft(storage, draftOptions.current.draftKey, { step: state.step, values: state.values });
  }, [draftRead, state.step, state.values, state.submit]);

  const baseId = useId();
  const fieldId = useCallback((field: OrderField) => `${baseId}-${field}`, [baseId]);

  const fieldError = (field: OrderField) => {
    const code = state.errors[field]?.[0];
    return code ? messageFor({ field, code }, messages) : undefined;
  };

  const summaryEntries = useMemo(() => {
    const summary = state.summary;
    if (!summary) return [];
    return orderFieldOrder.flatMap((field) => {
      const code = summary[field]?.[0];
      return code ? [{ fieldId: fieldId(field), message: messageFor({ field, code }, messages) }] : [];
    });
  }, [state.summary, messages, fieldId]);

  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const latest = useRef({ values: state.values, context, onSubmit });
  latest.current = { values: state.values, context, onSubmit };

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const { values, context: current, onSubmit: send } = latest.current;
    const checked = validateStep('order', values, current);
    if (!checked.ok) {
      dispatch({ type: 'showErrors', fieldErrors: checked.fieldErrors });
      return;
    }
    inFlight.current = true;
    idempotencyKey.current ??= crypto.randomUUID();
    dispatch({ type: 'submitStarted' });
    let outcome: OrderSubmitResult;
    try {
      outcome = await send(checked.data, { idempotencyKey: idempotencyKey.current });
    } catch {
      outcome = { ok: false };
    }
    if (outcome.ok) {
      // The order exists now: the form stays locked and the draft goes, so a reload starts afresh.
      dispatch({ type: 'submitSucceeded' });
      if (storageRef.current) clearDraft(storageRef.current, draftOptions.current.draftKey);
      return;
    }
    inFlight.current = false;
    const fieldErrors = outcome.fieldErrors ?? {};
    if (Object.keys(fieldErrors).length > 0) dispatch({ type: 'showErrors', fieldErrors });
    else dispatch({ type: 'submitFailed' });
  }, []);

  return {
    state,
    dispatch,
    fieldId,
    fieldError,
    summaryKey: state.summary ? summaryMessageKey(state.summary) : null,
    summaryEntries,
    submit,
  };
}
