import { describe, expect, it, vi } from 'vitest';
import {
  changeValue,
  checkField,
  createFormController,
  type FieldCheck,
  type FormFields,
  showErrors,
} from './formController';

/** A small sign-up form: a name and an e-mail, both required. */
type Field = 'name' | 'email';
type Values = Record<Field, string>;
interface State extends FormFields<Values, Field, string> {
  status: 'editing' | 'sending' | 'failed' | 'done';
}
type Action =
  | { type: 'change'; field: Field; value: string }
  | { type: 'blur'; field: Field }
  | { type: 'invalid'; errors: Partial<Record<Field, string>> }
  | { type: 'sending' }
  | { type: 'answered'; ok: boolean };
type Answer = { ok: true; id: string } | { ok: false };

const check: FieldCheck<State, Field, string> = (state, field) => {
  const value = state.values[field].trim();
  if (value === '') return `${field}.required`;
  return field === 'email' && !value.includes('@') ? 'email.invalid' : undefined;
};

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'change':
      return changeValue(state, action.field, action.value, check);
    case 'blur':
      return checkField(state, action.field, check);
    case 'invalid':
      return showErrors(state, action.errors);
    case 'sending':
      return { ...state, errors: {}, summary: null, status: 'sending' };
    case 'answered':
      return { ...state, status: action.ok ? 'done' : 'failed' };
  }
}

function signUpForm(send: (payload: Values) => Promise<Answer>, values: Partial<Values> = {}) {
  const onOutcome = vi.fn();
  const controller = createFormController<State, Action, Values, Answer, string>({
    initialState: {
      values: { name: '', email: '', ...values },
      errors: {},
      summary: null,
      status: 'editing',
    },
    reduce,
    check(state) {
      const errors: Partial<Record<Field, string>> = {};
      for (const field of ['name', 'email'] as const) {
        const issue = check(state, field);
        if (issue) errors[field] = issue;
      }
      return Object.keys(errors).length > 0
        ? { ok: false, action: { type: 'invalid', errors } }
        : { ok: true, payload: state.values };
    },
    started: { type: 'sending' },
    send,
    settle: (answer = { ok: false }) =>
      answer.ok
        ? { action: { type: 'answered', ok: true }, outcome: answer.id }
        : { action: { type: 'answered', ok: false } },
    onOutcome,
  });
  return { controller, onOutcome };
}

const filled = { name: 'Jana', email: 'jana@example.cz' };

describe('createFormController', () => {
  it('checks a field when it is left, and an error on screen follows the typing', () => {
    const { controller } = signUpForm(vi.fn());
    controller.dispatch({ type: 'change', field: 'email', value: 'jana' });
    // A field being typed in for the first time shows nothing yet.
    expect(controller.getSnapshot().state.errors).toEqual({});
    controller.dispatch({ type: 'blur', field: 'email' });
    expect(controller.getSnapshot().state.errors).toEqual({ email: 'email.invalid' });
    controller.dispatch({ type: 'change', field: 'email', value: '' });
    expect(controller.getSnapshot().state.errors).toEqual({ email: 'email.required' });
    controller.dispatch({ type: 'change', field: 'email', value: 'jana@example.cz' });
    expect(controller.getSnapshot().state.errors).toEqual({});
  });

  it('shows and lists every error of a form it will not send, and keeps the list while fields are fixed', async () => {
    const send = vi.fn();
    const { controller } = signUpForm(send, { name: 'Jana' });
    await controller.submit();
    expect(send).not.toHaveBeenCalled();
    const { state } = controller.getSnapshot();
    expect(state.errors).toEqual({ email: 'email.required' });
    expect(state.summary).toEqual({ email: 'email.required' });
    controller.dispatch({ type: 'change', field: 'email', value: 'jana@example.cz' });
    expect(controller.getSnapshot().state).toMatchObject({
      errors: {},
      summary: { email: 'email.required' },
    });
    expect(controller.getSnapshot().state.values).toEqual(filled);
  });

  it('sends once at a time, and holds the outcome of a final answer', async () => {
    let answer: (value: Answer) => void = () => {};
    const send = vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve)));
    const { controller, onOutcome } = signUpForm(send, filled);
    const sending = controller.submit();
    expect(controller.getSnapshot().state.status).toBe('sending');
    await controller.submit();
    expect(send).toHaveBeenCalledExactlyOnceWith(filled);
    answer({ ok: true, id: 'u-1' });
    await sending;
    expect(controller.getSnapshot()).toMatchObject({ state: { status: 'done' }, outcome: 'u-1' });
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith('u-1');
    // An outcome ends the form: another submit sends nothing.
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('counts a send that throws as a lost answer, and lets the next submit try again', async () => {
    const send = vi.fn<(payload: Values) => Promise<Answer>>().mockRejectedValueOnce(new Error('network'));
    send.mockResolvedValueOnce({ ok: true, id: 'u-2' });
    const { controller, onOutcome } = signUpForm(send, filled);
    await controller.submit();
    expect(controller.getSnapshot()).toMatchObject({
      state: { status: 'failed', values: filled },
      outcome: null,
    });
    expect(onOutcome).not.toHaveBeenCalled();
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(2);
    expect(controller.getSnapshot().outcome).toBe('u-2');
  });

  it('answers the same snapshot until something changes, and tells subscribers of each change', () => {
    const { controller } = signUpForm(vi.fn());
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    const first = controller.getSnapshot();
    expect(controller.getSnapshot()).toBe(first);
    controller.dispatch({ type: 'change', field: 'name', value: 'Jana' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot()).not.toBe(first);
    unsubscribe();
    controller.dispatch({ type: 'change', field: 'name', value: 'Eva' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
