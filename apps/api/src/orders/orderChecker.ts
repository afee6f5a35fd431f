import {
  createOrderSchemas,
  fieldErrorsOf,
  type OrderFormContext,
  type OrderSchemas,
  type ValidationResult,
} from '@shop/order-form';
import type { z } from 'zod';

export type OrderCheck = ValidationResult<z.output<OrderSchemas['request']>>;

/** Checks a whole order body with the order form's own schema in the context of a site and offer. */
export type OrderChecker = (
  values: Readonly<Record<string, unknown>>,
  context: OrderFormContext,
) => OrderCheck;

/**
 * The order form's `request` schema (the order as the form sends it), built once per distinct context instead of once per request:
 * zod compiles an object schema's parser on its first parse, and under load that compilation
 * cost more than the whole check. The rules read the moment from the context when they run and
 * `safeParse` is synchronous, so a kept context only has its `now` replaced right before each
 * parse. Contexts differ only by site and offer settings, so the cache stays small.
 */
export function createOrderChecker(): OrderChecker {
  const schemas = new Map<string, { context: OrderFormContext; schema: OrderSchemas['request'] }>();
  return (values, context) => {
    const key = JSON.stringify({ ...context, now: undefined });
    let entry = schemas.get(key);
    if (!entry) {
      const kept: OrderFormContext = { ...context };
      entry = { context: kept, schema: createOrderSchemas(kept).request };
      schemas.set(key, entry);
    }
    entry.context.now = context.now;
    const parsed = entry.schema.safeParse(values);
    if (parsed.success) return { ok: true, data: parsed.data };
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    if (Object.keys(fieldErrors).length === 0) {
      throw new TypeError(`Order values must be an object, got ${typeof values}`);
    }
    return { ok: false, fieldErrors };
  };
}
