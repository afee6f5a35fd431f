import type { ContactMessageInput } from '@shop/contracts';
import type { PhonePrefix } from '@shop/order-form';
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

export interface ContactFormState {
  values: ContactValues;
  /** Errors shown at the fields. */
  errors: ContactErrors;
  /**
   * The errors listed in the summary: taken when a send is attempted or answered, and kept until
   * the next one, so the summary does not change (and take focus) while the shopper types.
   */
  summary: ContactErrors | null;
  status: ContactStatus;
}

export function initialContactFormState(values: Partial<ContactValues> = {}): ContactFormState {
  return { values: { ...emptyContactValues(), ...values }, errors: {}, summary: null, status: 'editing' };
}

function withFieldError(
  errors: ContactErrors,
  field: ContactField,
  values: ContactValues,
  phonePrefix: PhonePrefix,
): ContactErrors {
  const { [field]: _previous, ...rest } = errors;
  const error = checkContactField(field, values, phonePrefix);
  return error ? { ...rest, [field]: error } : rest;
}

/**
 * A typed or chosen value. A field that shows an error is checked again at once, so the error
 * goes as soon as it is fixed; a new error waits for the field's blur or the next send.
 */
export function changeContactValue<Key extends keyof ContactValues>(
  state: ContactFormState,
  key: Key,
  value: ContactValues[Key],
  phonePrefix: PhonePrefix,
): ContactFormState {
  const values = { ...state.values, [key]: value };
  let errors = state.errors;
  if (key !== 'website' && errors[key as ContactField]) {
    errors = withFieldError(errors, key as ContactField, values, phonePrefix);
  }
  if (key === 'customerType' && value === 'new') {
    const { customerNumber: _hidden, ...rest } = errors;
    errors = rest;
  }
  return { ...state, values, errors };
}

/** Leaving a field checks it. */
export function blurContactField(
  state: ContactFormState,
  field: ContactField,
  phonePrefix: PhonePrefix,
): ContactFormState {
  return { ...state, errors: withFieldError(state.errors, field, state.values, phonePrefix) };
}

export type ContactSubmit =
  | { state: ContactFormState; payload: ContactMessageInput }
  | { state: ContactFormState; payload: null };

/** A send attempt: with errors it stays here and lists them; otherwise it is `sending` with the payload. */
export function submitContact(state: ContactFormState, phonePrefix: PhonePrefix): ContactSubmit {
  if (state.status === 'sending') return { state, payload: null };
  const errors = checkContact(state.values, phonePrefix);
  if (Object.keys(errors).length > 0) {
    return { state: { ...state, errors, summary: errors, status: 'editing' }, payload: null };
  }
  return {
    state: { ...state, errors: {}, summary: null, status: 'sending' },
    payload: contactPayload(state.values, phonePrefix),
  };
}

/** The API's answer. Only a sent message empties the form; every error keeps what was typed. */
export function settleContact(state: ContactFormState, outcome: ContactOutcome): ContactFormState {
  switch (outcome.kind) {
    case 'sent':
      return { ...initialContactFormState(), status: 'sent' };
    case 'rejected': {
      const hasFieldErrors = Object.keys(outcome.errors).length > 0;
      return {
        ...state,
        errors: outcome.errors,
        summary: hasFieldErrors ? outcome.errors : null,
        status: 'rejected',
      };
    }
    case 'failed':
      return { ...state, status: 'failed' };
  }
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
