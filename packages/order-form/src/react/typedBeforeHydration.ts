import { type OrderField, orderFields } from '../core/issues';
import type { OrderFormValues, TextField } from '../core/orderFormState';

const choiceFields: readonly OrderField[] = ['agreement', 'shippingMethod', 'paymentMethod'];
const textFields = orderFields.filter((field): field is TextField => !choiceFields.includes(field));

/** Controls whose `value` is not text the shopper typed. */
const nonTextTypes = new Set(['radio', 'checkbox', 'hidden', 'button', 'submit', 'reset']);

function typedText(element: Element | RadioNodeList | null): string | null {
  if (element instanceof HTMLTextAreaElement) return element.value;
  if (element instanceof HTMLInputElement && !nonTextTypes.has(element.type)) return element.value;
  return null;
}

/**
 * The text a shopper typed into the server-rendered inputs of `form` before React hydrated it.
 * React leaves that text on screen while it hydrates, then resets each controlled input to the
 * state on its next render; read first, it can join the state instead. Only non-empty text that
 * differs from `values` is returned: an input left empty is no instruction to clear a value.
 */
export function typedBeforeHydration(
  form: HTMLFormElement,
  values: OrderFormValues,
): Partial<Record<TextField, string>> {
  const typed: Partial<Record<TextField, string>> = {};
  for (const field of textFields) {
    const text = typedText(form.elements.namedItem(field));
    if (text !== null && text !== '' && text !== values[field]) typed[field] = text;
  }
  return typed;
}
