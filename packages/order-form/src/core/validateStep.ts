import type { z } from 'zod';
import { type FieldErrors, isIssueCode, type OrderField, orderFields } from './issues';
import type { OrderFormContext } from './orderFormContext';
import { createOrderSchemas, type OrderSchemas } from './orderSchemas';

export type OrderStep = 'delivery' | 'shippingPayment' | 'terms' | 'order';

export type ValidationResult<Data> = { ok: true; data: Data } | { ok: false; fieldErrors: FieldErrors };

/**
 * Groups zod issues of an order schema by field. Only issue codes are kept: the schemas put a
 * code in every message, and anything else (an unknown top-level shape) is reported on no field.
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

/**
 * Checks one step (or the whole order) with the shared schemas. Values come from the form, so
 * anything but an object is a programming error and throws.
 */
export function validateStep<Step extends OrderStep>(
  step: Step,
  values: Readonly<Record<string, unknown>>,
  context: OrderFormContext,
): ValidationResult<z.output<OrderSchemas[Step]>> {
  const schema = createOrderSchemas(context)[step];
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data as z.output<OrderSchemas[Step]> };
  const fieldErrors = fieldErrorsOf(parsed.error.issues);
  if (Object.keys(fieldErrors).length === 0) {
    throw new TypeError(`Order ${step} values must be an object, got ${typeof values}`);
  }
  return { ok: false, fieldErrors };
}
