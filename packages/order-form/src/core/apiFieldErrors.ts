import { type FieldErrors, isIssueCode, type OrderField, orderFields } from './issues';

/**
 * The API's 400 body (field name to messages, which for order fields are issue codes) as the
 * form's field errors. Anything the form cannot show on a field of its own is left out.
 */
export function fieldErrorsFromApi(body: Readonly<Record<string, readonly string[]>>): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(body)) {
    if (!(orderFields as readonly string[]).includes(field)) continue;
    const codes = messages.filter(isIssueCode);
    if (codes.length > 0) fieldErrors[field as OrderField] = [...new Set(codes)];
  }
  return fieldErrors;
}
