const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select, textarea, button, [tabindex]';

/**
 * Moves focus to the field with this id, or to the first focusable control inside it when the
 * id names a group (a radio group). Returns whether something took focus.
 */
export function focusField(root: Document, fieldId: string): boolean {
  const element = root.getElementById(fieldId);
  if (!element) return false;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return root.activeElement === target;
}
