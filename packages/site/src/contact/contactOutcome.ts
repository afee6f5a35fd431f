import type { FieldErrors, HttpError, Result } from '@shop/contracts';
import { CONTACT_FIELDS, type ContactErrorCode, type ContactErrors, type ContactField } from './contactRules';

/**
 * How a send ended, as the form shows it: sent; refused as bad input (SPEC §8 "check the data",
 * with whichever fields the API named); or failed for any other reason ("contact support").
 */
export type ContactOutcome =
  | { kind: 'sent'; id: string }
  | { kind: 'rejected'; errors: ContactErrors }
  | { kind: 'failed' };

/** The API's field error codes (packages/contracts contact schema) as the form's own codes. */
const API_CODES: Partial<Record<ContactField, Record<string, ContactErrorCode>>> = {
  customerNumber: {
    required: 'customer-number-required',
    'invalid-customer-number': 'customer-number-invalid',
    'too-long': 'too-long',
  },
  questionType: { required: 'subject-required', 'invalid-option': 'subject-required' },
  name: { required: 'name-required', 'too-long': 'too-long' },
  phone: { 'invalid-phone': 'phone-format' },
  email: { required: 'email-required', 'invalid-email': 'email-invalid' },
  message: { required: 'message-required', 'too-long': 'too-long' },
};

function isContactField(field: string): field is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(field);
}

/** The first known error of each field the API named; fields and codes the form has no place for are left out. */
export function contactErrorsFromApi(fieldErrors: FieldErrors): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, codes] of Object.entries(fieldErrors)) {
    if (!isContactField(field)) continue;
    const known = codes.map((code) => API_CODES[field]?.[code]).find((code) => code !== undefined);
    if (known) errors[field] = known;
  }
  return errors;
}

function fieldErrorsOfRequest(error: Extract<HttpError, { kind: 'invalid-request' }>): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return fieldErrors;
}

/** Reads the API call's result. A request the client's own schema refused counts as a 400. */
export function contactOutcome(result: Result<{ id: string }>): ContactOutcome {
  if (result.ok) return { kind: 'sent', id: result.data.id };
  const { error } = result;
  if (error.kind === 'invalid-request') {
    return { kind: 'rejected', errors: contactErrorsFromApi(fieldErrorsOfRequest(error)) };
  }
  if (error.kind === 'http' && error.status === 400) {
    return { kind: 'rejected', errors: contactErrorsFromApi(error.fieldErrors ?? {}) };
  }
  return { kind: 'failed' };
}
