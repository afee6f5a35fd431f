import type { ContactMessageInput } from '@shop/contracts';
import {
  changeValue,
  checkField,
  createFormController,
  type FieldCheck,
  type FormFields,
  type FormSnapshot,
  type PhonePrefix,
  showErrors,
  withFieldIssue,
} from '@shop/order-form/form';
import type { ContactOutcome } from './contactOutcome';
import {
  CONTACT_FIELDS,
  type ContactErrorCode,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  checkContact,
  checkContactField,
  contactPayload,
  emptyContactValues,
} from './contactRules';

/**
 * `editing` until a send; then `sending`, and after it `sent` (the form is empty again),
 * `rejected` (a 400: the shopper should check the data) or `failed` (anything else).
 */
export type ContactStatus = 'editing' | 'sending' | 'sent' | 'rejected' | 'failed';

/** Values, field errors and the summary as the form core keeps them, and the send's status. */
export interface ContactFormState extends FormFields<ContactValues, ContactField, ContactErrorCode> {
  status: ContactStatus;
}

type ContactChange = {
  [Key in keyof ContactValues]: { key: Key; value: ContactValues[Key] };
}[keyof ContactValues];

type ContactFormAction =
  | ({ type: 'change' } & ContactChange)
  | { type: 'blur'; field: ContactField }
  | { type: 'invalid'; errors: ContactErrors }
  | { type: 'sending' }
  | { type: 'answered'; outcome: ContactOutcome };

function initialState(values: Partial<ContactValues> = {}): ContactFormState {
  return { values: { ...emptyContactValues(), ...values }, errors: {}, summary: null, status: 'editing' };
}

function contactReducer(phonePrefix: PhonePrefix) {
  const check: FieldCheck<ContactFormState, ContactField, ContactErrorCode> = (state, field) =>
    checkContactField(field, state.values, phonePrefix) ?? undefined;
  return (state: ContactFormState, action: ContactFormAction): ContactFormState => {
    switch (action.type) {
      case 'change': {
        const next = changeValue(state, action.key, action.value, check);
        // A new customer has no number to fix.
        return action.key === 'customerType' && action.value === 'new'
          ? { ...next, errors: withFieldIssue(next.errors, 'customerNumber', undefined) }
          : next;
      }
      case 'blur':
        return checkField(state, action.field, check);
      case 'invalid':
        return { ...showErrors(state, action.errors), status: 'editing' };
      case 'sending':
        return { ...state, errors: {}, summary: null, status: 'sending' };
      case 'answered': {
        // Only a sent message empties the form; every error keeps what was typed.
        const { outcome } = action;
        if (outcome.kind === 'sent') return { ...initialState(), status: 'sent' };
        if (outcome.kind === 'failed') return { ...state, status: 'failed' };
        const listed = Object.keys(outcome.errors).length > 0;
        return {
          ...state,
          errors: outcome.errors,
          summary: listed ? outcome.errors : null,
          status: 'rejected',
        };
      }
    }
  };
}

export interface ContactFormControllerOptions {
  /** The site's phone prefix: a number typed without one is read with it. */
  phonePrefix: PhonePrefix;
  /** Sends a valid message; a throw counts as a failure. */
  send: (payload: ContactMessageInput) => Promise<ContactOutcome>;
  /** Values the form starts with. */
  initialValues?: Partial<ContactValues>;
}

/**
 * The contact form on the form core the order form runs on, with the same e-mail and phone rules:
 * fields are checked when left and on send, a failed send lists the errors in a summary, one send
 * runs at a time, and nothing typed is lost on any error.
 */
export interface ContactFormController {
  getSnapshot(): FormSnapshot<ContactFormState, never>;
  subscribe(listener: () => void): () => void;
  change<Key extends keyof ContactValues>(key: Key, value: ContactValues[Key]): void;
  blur(field: ContactField): void;
  submit(): Promise<void>;
}

export function createContactFormController({
  phonePrefix,
  send,
  initialValues,
}: ContactFormControllerOptions): ContactFormController {
  const form = createFormController<ContactFormState, ContactFormAction, ContactMessageInput, ContactOutcome>(
    {
      initialState: initialState(initialValues),
      reduce: contactReducer(phonePrefix),
      check({ values }) {
        const errors = checkContact(values, phonePrefix);
        return Object.keys(errors).length > 0
          ? { ok: false, action: { type: 'invalid', errors } }
          : { ok: true, payload: contactPayload(values, phonePrefix) };
      },
      started: { type: 'sending' },
      send,
      // A throw counts as a failure.
      settle: (outcome = { kind: 'failed' }) => ({ action: { type: 'answered', outcome } }),
    },
  );
  return {
    ...form,
    change: (key, value) => form.dispatch({ type: 'change', key, value } as ContactFormAction),
    blur: (field) => form.dispatch({ type: 'blur', field }),
  };
}

/** The summary's entries in form order. */
export function summaryEntries(
  summary: ContactErrors | null,
): { field: ContactField; code: ContactErrorCode }[] {
  if (!summary) return [];
  return CONTACT_FIELDS.flatMap((field) => {
    const code = summary[field];
    return code ? [{ field, code }] : [];
  });
}
