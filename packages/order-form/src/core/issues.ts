/**
 * What a rule can say about a field. The form translates a code with `messageFor`; the API
 * answers 400 with the same codes, so both sides speak one vocabulary.
 */
export const issueCodes = [
  'required',
  'date.invalid',
  'date.inFuture',
  'date.underage',
  'email.required',
  'email.invalid',
  'email.notValid',
  'zip.format',
  'zip.country',
  'phone.required',
  'phone.digitsOnly',
  'phone.format',
  'shipping.required',
  'payment.required',
  'frequency.required',
  'pickupPoint.required',
  'terms.required',
  'discount.invalid',
] as const;

export type IssueCode = (typeof issueCodes)[number];

export function isIssueCode(value: unknown): value is IssueCode {
  return typeof value === 'string' && (issueCodes as readonly string[]).includes(value);
}

/** Every field of the order payload, named as the i18n labels in `orderForm.fields`. */
export const orderFields = [
  'firstName',
  'lastName',
  'company',
  'street',
  'houseNumber',
  'streetAndNumber',
  'city',
  'zip',
  'phonePrefix',
  'phone',
  'email',
  'birthDate',
  'shippingMethod',
  'pickupPointId',
  'paymentMethod',
  'paymentFrequency',
  'discountCode',
  'agreement',
] as const;

export type OrderField = (typeof orderFields)[number];

export interface FieldIssue {
  field: OrderField;
  code: IssueCode;
}

/** Issue codes per field, in the order the rules found them. */
export type FieldErrors = Partial<Record<OrderField, IssueCode[]>>;

/** Codes that mean "nothing was entered", as opposed to "what was entered is wrong". */
export const missingValueCodes: ReadonlySet<IssueCode> = new Set<IssueCode>([
  'required',
  'email.required',
  'phone.required',
  'shipping.required',
  'payment.required',
  'frequency.required',
  'pickupPoint.required',
  'terms.required',
]);

/**
 * Codes only the API gives, as no rule of the form can check them (a discount code that does
 * not apply to the order): they stay on their field until its value changes.
 */
export const apiVerdictCodes: ReadonlySet<IssueCode> = new Set<IssueCode>(['discount.invalid']);

/** The outcome of checking a step or the whole order: clean data, or issue codes per field. */
export type StepResult<Data> = { ok: true; data: Data } | { ok: false; fieldErrors: FieldErrors };

/** Collects issues while a step is checked; `result` turns them into a `StepResult`. */
export function createIssueCollector() {
  const fieldErrors: FieldErrors = {};
  let count = 0;
  return {
    add(field: OrderField, code: IssueCode): void {
      fieldErrors[field] = [...(fieldErrors[field] ?? []), code];
      count += 1;
    },
    result<Data>(data: () => Data): StepResult<Data> {
      return count === 0 ? { ok: true, data: data() } : { ok: false, fieldErrors };
    },
  };
}
