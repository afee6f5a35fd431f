/** The errors a form shows: one entry per field that has any. */
export type FormErrors<Field extends string, Issue> = Partial<Record<Field, Issue>>;

/** What every form on the core holds; a form keeps its own state beside it. */
export interface FormFields<Values, Field extends string, Issue> {
  values: Values;
  /** Shown under the fields: a field gets its error when it is left or the form is submitted. */
  errors: FormErrors<Field, Issue>;
  /**
   * The errors of the last failed submit, listed in a summary until the next one, so the summary
   * does not change (and take the focus) while the fields are being fixed.
   */
  summary: FormErrors<Field, Issue> | null;
}

/** A field's check: its issue in this state, or `undefined` when it is fine. */
export type FieldCheck<State, Field extends string, Issue> = (
  state: State,
  field: Field,
) => Issue | undefined;

/** The errors with one field's issue replaced; `undefined` removes the field. */
export function withFieldIssue<Field extends string, Issue>(
  errors: FormErrors<Field, Issue>,
  field: Field,
  issue: Issue | undefined,
): FormErrors<Field, Issue> {
  const next = { ...errors };
  if (issue === undefined) delete next[field];
  else next[field] = issue;
  return next;
}

/** A field left, or otherwise due a check: its error shows what its check says now. */
export function checkField<State extends FormFields<unknown, Field, Issue>, Field extends string, Issue>(
  state: State,
  field: Field,
  check: FieldCheck<State, Field, Issue>,
): State {
  return { ...state, errors: withFieldIssue(state.errors, field, check(state, field)) };
}

/**
 * A typed or chosen value. An error already on screen follows the typing, so it goes as soon as
 * the value is right; a new error waits for the field to be left or the form to be submitted.
 */
export function changeValue<
  State extends FormFields<object, Field, Issue>,
  Field extends string,
  Issue,
  Key extends keyof State['values'],
>(state: State, key: Key, value: State['values'][Key], check: FieldCheck<State, Field, Issue>): State {
  const next = { ...state, values: { ...state.values, [key]: value } };
  const field = key as unknown as Field;
  return state.errors[field] === undefined ? next : checkField(next, field, check);
}

/** A failed submit: the errors show at their fields and are listed in the summary. */
export function showErrors<State extends FormFields<unknown, Field, Issue>, Field extends string, Issue>(
  state: State,
  errors: FormErrors<Field, Issue>,
): State {
  return { ...state, errors, summary: errors };
}

/** The form as a caller sees it; a new object on every change, the same one otherwise. */
export interface FormSnapshot<State, Outcome> {
  state: State;
  /** What became of the data sent, once an answer settled it for good. */
  outcome: Outcome | null;
}

/** A submit's check of the whole form: the payload to send, or the action that shows why not. */
export type SubmitCheck<Payload, Action> = { ok: true; payload: Payload } | { ok: false; action: Action };

export interface FormControllerOptions<State, Action, Payload, Answer, Outcome> {
  initialState: State;
  /** The form's rules as a pure reducer; read on every dispatch. */
  reduce: (state: State, action: Action) => State;
  /** Told after every change of the state, with the state before it (a draft is saved here). */
  onChange?: (state: State, before: State) => void;
  check: (state: State) => SubmitCheck<Payload, Action>;
  /** The action that marks the form as sending. */
  started: Action;
  send: (payload: Payload) => Promise<Answer>;
  /**
   * The action that shows the answer (`undefined`: the send threw, the answer was lost on the
   * way), and the outcome when the answer is final.
   */
  settle: (answer: Answer | undefined, payload: Payload) => { action: Action; outcome?: Outcome };
  /** Called with the outcome, after the snapshot holds it; the form is done then. */
  onOutcome?: (outcome: Outcome) => void;
}

/**
 * A form without a framework, in the manner of a form library's form object: the state in a
 * snapshot that subscribers are told about, changed only by the form's reducer, and one submit
 * lifecycle (check, sending, answer, outcome) with a single send at a time. React binds it with
 * `useSyncExternalStore(subscribe, getSnapshot)`.
 */
export interface FormController<State, Action, Outcome> {
  getSnapshot(): FormSnapshot<State, Outcome>;
  subscribe(listener: () => void): () => void;
  dispatch(action: Action): void;
  /** Checks the form and sends it; does nothing while a send is under way or once there is an outcome. */
  submit(): Promise<void>;
}

export function createFormController<State, Action, Payload, Answer, Outcome = never>(
  options: FormControllerOptions<State, Action, Payload, Answer, Outcome>,
): FormController<State, Action, Outcome> {
  let snapshot: FormSnapshot<State, Outcome> = { state: options.initialState, outcome: null };
  const listeners = new Set<() => void>();
  let inFlight = false;

  function publish(next: FormSnapshot<State, Outcome>) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function dispatch(action: Action) {
    const before = snapshot.state;
    const state = options.reduce(before, action);
    if (state === before) return;
    publish({ ...snapshot, state });
    options.onChange?.(state, before);
  }

  async function submit(): Promise<void> {
    if (inFlight || snapshot.outcome !== null) return;
    const checked = options.check(snapshot.state);
    if (!checked.ok) {
      dispatch(checked.action);
      return;
    }
    inFlight = true;
    dispatch(options.started);
    let answer: Answer | undefined;
    try {
      answer = await options.send(checked.payload);
    } catch {
      // Lost on the way: `settle` is told with no answer.
    }
    inFlight = false;
    const { action, outcome } = options.settle(answer, checked.payload);
    dispatch(action);
    if (outcome === undefined) return;
    publish({ ...snapshot, outcome });
    options.onOutcome?.(outcome);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    submit,
  };
}
