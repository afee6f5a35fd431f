import type { KeyValueStorage } from '@shop/contracts/browser';
import {
  type ChosenPickupPoint,
  emptyOrderFormValues,
  type FormStep,
  fieldsOfStep,
  formSteps,
  type OrderFormValues,
} from './orderFormState';
import { isPickupCarrier, isPickupPointType, type PickupPoint } from './pickupPoint';

/** The part of the Web Storage API the draft needs; `sessionStorage` fits, and so does a test double. */
export type DraftStorage = KeyValueStorage;

/** The sessionStorage key under which the form keeps what the customer typed. */
export const ORDER_DRAFT_KEY = 'shop:order-form-draft';

export interface OrderDraft {
  step: FormStep;
  /** Everything but the terms agreement, which is given again on every visit to the summary. */
  values: Partial<Omit<OrderFormValues, 'agreement'>>;
  /** The chosen pickup point with its address, so it is shown again without a new search. */
  pickupPoint?: ChosenPickupPoint | null;
}

const DRAFT_VERSION = 1;

export function saveDraft(storage: DraftStorage, key: string, draft: OrderDraft): void {
  const { agreement: _agreement, ...values } = draft.values as Partial<OrderFormValues>;
  try {
    storage.setItem(
      key,
      JSON.stringify({
        version: DRAFT_VERSION,
        step: draft.step,
        values,
        pickupPoint: draft.pickupPoint ?? null,
      }),
    );
  } catch {
    // A full or blocked storage only costs the draft; the form itself keeps working.
  }
}

/** The stored draft, or null when none is stored or it is unreadable or from another version. */
export function loadDraft(storage: DraftStorage, key: string): OrderDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { version, step, values, pickupPoint } = parsed as Record<string, unknown>;
  if (version !== DRAFT_VERSION || typeof values !== 'object' || values === null) return null;
  const texts: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (field !== 'agreement' && field in emptyOrderFormValues && typeof value === 'string')
      texts[field] = value;
  }
  return {
    step: formSteps.includes(step as FormStep) ? (step as FormStep) : 'delivery',
    values: texts,
    pickupPoint: chosenPickupPointOf(pickupPoint),
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored point is used only when it has every field the picker shows. */
function chosenPickupPointOf(value: unknown): ChosenPickupPoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const { carrier: storedCarrier, point } = value as Record<string, unknown>;
  // Drafts saved before the pickup-point service took its carrier's name call Packeta `pickup`.
  const carrier = storedCarrier === 'pickup' ? 'packeta' : storedCarrier;
  if (!isPickupCarrier(carrier) || typeof point !== 'object' || point === null) return null;
  const { id, name, street, city, zip, openingHours, type } = point as Record<string, unknown>;
  if (![id, name, street, city, zip].every(isText)) return null;
  if (!Array.isArray(openingHours) || !openingHours.every(isText)) return null;
  const chosen: PickupPoint = {
    id: id as string,
    name: name as string,
    street: street as string,
    city: city as string,
    zip: zip as string,
    openingHours,
  };
  // A draft saved before points took the API's type names keeps its point, without the type.
  if (isPickupPointType(type)) chosen.type = type;
  return { carrier, point: chosen };
}

/**
 * Whether the shopper typed any delivery detail into the draft (the phone prefix comes preset with
 * the country). The form saves its draft from the start, so a draft without any was saved before
 * the shopper typed their details.
 */
export function draftHasDeliveryText(draft: OrderDraft): boolean {
  const values = draft.values as Partial<Record<string, string>>;
  return fieldsOfStep.delivery.some(
    (field) => field !== 'phonePrefix' && (values[field] ?? '').trim() !== '',
  );
}

export function clearDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: an unreachable storage holds no draft to clear.
  }
}
