import type { FieldErrorEntry } from '@shop/ui';
import {
  type RefObject,
  startTransition,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { DeliveryValues } from '../core/deliveryStep';
import type { CheckDiscountCode, DiscountCheckResult } from '../core/discount';
import type { OrderField } from '../core/issues';
import { messageFor } from '../core/messageFor';
import type { DraftStorage } from '../core/orderDraft';
import type { OrderFormContext } from '../core/orderFormContext';
import {
  createOrderFormController,
  type OrderFormController,
  type OrderSubmitHandler,
} from '../core/orderFormController';
import {
  type FormStep,
  fieldsOfStep,
  formSteps,
  type OrderFormAction,
  type OrderFormState,
  type OrderFormValues,
} from '../core/orderFormState';
import type { OrderOutcome } from '../core/orderOutcome';
import { type SummaryMessageKey, summaryMessageKey } from '../core/summaryMessage';
import { typedBeforeHydration } from './typedBeforeHydration';
import { useOrderFormMessages } from './useOrderFormMessages';

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

export interface UseOrderFormResult {
  /** The form's core object, created once per mounted form. */
  controller: OrderFormController;
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
 * Binds the form's core object (`createOrderFormController`) to React: messages of the current
 * language, field ids and focus, and the start in the browser, where the draft is read after
 * hydration (so server and client render the same first frame) together with text typed into
 * the server-rendered inputs before hydration.
 */
export function useOrderForm({
  context,
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
}: UseOrderFormOptions): UseOrderFormResult {
  const { messages } = useOrderFormMessages();
  // The page's callbacks may be new on every render; the controller, made once, calls the latest.
  const latest = useRef({ submit, onOutcome, checkDiscountCode, prepareStep });
  latest.current = { submit, onOutcome, checkDiscountCode, prepareStep };
  const [controller] = useState(() =>
    createOrderFormController({
      context,
      submit: (order, meta) => latest.current.submit(order, meta),
      onOutcome: (outcome) => latest.current.onOutcome(outcome),
      checkDiscountCode: (code) => latest.current.checkDiscountCode(code),
      prepareStep: (step) => latest.current.prepareStep?.(step) ?? Promise.resolve(),
      initialValues,
      prefilledCustomer,
      initialStep,
      draftStorage: draftStorage === undefined ? browserSessionStorage() : draftStorage,
      draftKey,
    }),
  );
  const { state } = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  // State, not part of the controller: waking only the buttons may wait for the browser (below).
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => controller.setContext(context), [controller, context]);

  const start = useRef(formRef);
  // A layout effect runs in the commit that hydrated the inputs, before any render could reset
  // them to the state, and a form rendered in the browser shows its draft from the first paint.
  useLayoutEffect(() => {
    const form = start.current?.current;
    const typed = form ? typedBeforeHydration(form, controller.getSnapshot().state.values) : {};
    if (controller.start(typed)) {
      setReady(true);
    } else {
      // Nothing to show: only the buttons wake up, and rendering the whole form again for that
      // may yield to the browser instead of running in the commit that put the form on screen.
      startTransition(() => setReady(true));
    }
  }, [controller]);

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

  const continueStep = useCallback(async () => {
    if ((await controller.next()) === 'discountRefused') {
      document.getElementById(fieldId('discountCode'))?.focus();
    }
  }, [controller, fieldId]);

  return {
    controller,
    state,
    ready,
    dispatch: controller.dispatch,
    fieldId,
    fieldError,
    summaryKey: state.summary ? summaryMessageKey(state.summary) : null,
    summaryEntries,
    summaryFocus: state.summary,
    applyDiscount: controller.applyDiscount,
    continueStep,
    submit: controller.submit,
  };
}
