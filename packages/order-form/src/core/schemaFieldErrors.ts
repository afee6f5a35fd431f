import type { z } from 'zod';
import { type FieldErrors, isIssueCode, type OrderField, orderFields } from './issues';

/**
 * The steps `checkOrderStep` checks, and the whole order: as the form holds it (`order`, the birth
 * date as typed) or as the form sends it to the API (`request`, the birth date ISO).
 */
export type OrderStep = 'delivery' | 'shippingPayment' | 'terms' | 'order' | 'request';

export type ValidationResult<Data> = { ok: true; data: Data } | { ok: false; fieldErrors: FieldErrors };

/**
 * Groups zod issues of an order schema (`createOrderSchemas`) by field. Only issue codes are kept:
 * the schemas put a code in every message, and anything else (an unknown top-level shape) is
 * reported on no field.
 */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (!(orderFields as readonly unknown[]).includes(field) || !isIssueCode(issue.message)) continue;
    const codes = fieldErrors[field as OrderField] ?? [];
    if (!codes.includes(issue.message)) fieldErrors[field as OrderField] = [...codes, issue.message];
  }
  return fieldErrors;
}
