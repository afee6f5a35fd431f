import type { ContactMessageInput } from '@shop/contracts';
import {
  type ContactCustomerType,
  type ContactQuestionType,
  contactCustomerTypes,
  contactLimits,
  contactQuestionTypes,
  customerNumberPattern,
} from '@shop/contracts/vocabulary';
import { checkEmail, type PhonePrefix, parsePhone } from '@shop/order-form/form';

export const CUSTOMER_TYPES = contactCustomerTypes;
export type CustomerType = ContactCustomerType;

/** SPEC §3, in the order the select lists them. */
export const QUESTION_TYPES = contactQuestionTypes;
export type QuestionType = ContactQuestionType;

export interface ContactValues {
  customerType: CustomerType;
  customerNumber: string;
  questionType: QuestionType | '';
  name: string;
  phone: string;
  email: string;
  message: string;
  /** The honeypot: people never see it, so only a bot fills it. */
  website: string;
}

export type ContactField = Exclude<keyof ContactValues, 'website'>;

/** The fields in the order the form shows them, which is also the order errors are listed in. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'customerType',
  'customerNumber',
  'questionType',
  'name',
  'phone',
  'email',
  'message',
];

export type ContactErrorCode =
  | 'name-required'
  | 'email-required'
  | 'email-invalid'
  | 'phone-format'
  | 'subject-required'
  | 'message-required'
  | 'customer-number-required'
  | 'customer-number-invalid'
  | 'too-long';

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** The API's limits (the contact contract's), checked here so nobody types in vain. */
export const CONTACT_LIMITS = contactLimits;

export function emptyContactValues(): ContactValues {
  return {
    customerType: 'new',
    customerNumber: '',
    questionType: '',
    name: '',
    phone: '',
    email: '',
    message: '',
    website: '',
  };
}

/**
 * The phone is optional here; a typed one must be a number the order form would take (its rule,
 * `parsePhone`), and is sent in international form.
 */
function phoneOf(value: string, phonePrefix: PhonePrefix): { ok: true; e164: string | null } | { ok: false } {
  if (value.trim() === '') return { ok: true, e164: null };
  const phone = parsePhone(value, phonePrefix);
  return phone.ok ? { ok: true, e164: phone.e164 } : { ok: false };
}

/** Whether the field is part of the form for these values: the customer number only for existing customers. */
export function isFieldInPlay(field: ContactField, values: ContactValues): boolean {
  return field !== 'customerNumber' || values.customerType === 'existing';
}

/** The first problem of one field, or `null` when it is fine (or not in play). */
export function checkContactField(
  field: ContactField,
  values: ContactValues,
  phonePrefix: PhonePrefix,
): ContactErrorCode | null {
  if (!isFieldInPlay(field, values)) return null;
  switch (field) {
    case 'customerType':
      return null;
    case 'customerNumber': {
      const value = values.customerNumber.trim();
      if (value === '') return 'customer-number-required';
      if (value.length > CONTACT_LIMITS.customerNumber) return 'too-long';
      return customerNumberPattern.test(value) ? null : 'customer-number-invalid';
    }
    case 'questionType':
      return values.questionType === '' ? 'subject-required' : null;
    case 'name': {
      const value = values.name.trim();
      if (value === '') return 'name-required';
      return value.length > CONTACT_LIMITS.name ? 'too-long' : null;
    }
    case 'phone':
      return phoneOf(values.phone, phonePrefix).ok ? null : 'phone-format';
    case 'email': {
      // The order form's rule; the contact form has one text for any address it cannot take.
      const email = checkEmail(values.email);
      if (!email.ok) return email.code === 'email.required' ? 'email-required' : 'email-invalid';
      return email.email.length <= CONTACT_LIMITS.email ? null : 'email-invalid';
    }
    case 'message': {
      const value = values.message.trim();
      if (value === '') return 'message-required';
      return value.length > CONTACT_LIMITS.message ? 'too-long' : null;
    }
  }
}

/** Every problem of the form, keyed by field, in form order. */
export function checkContact(values: ContactValues, phonePrefix: PhonePrefix): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = checkContactField(field, values, phonePrefix);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The API's request body. Sending it means the shopper saw the GDPR notice beside the button,
 * which is what `gdprConsent` records.
 */
export function contactPayload(values: ContactValues, phonePrefix: PhonePrefix): ContactMessageInput {
  const checkedPhone = phoneOf(values.phone, phonePrefix);
  const phone = checkedPhone.ok ? checkedPhone.e164 : null;
  const email = checkEmail(values.email);
  const common = {
    questionType: values.questionType as QuestionType,
    name: values.name.trim(),
    email: email.ok ? email.email : values.email.trim(),
    message: values.message.trim(),
    gdprConsent: true as const,
    ...(phone ? { phone } : {}),
    ...(values.website ? { website: values.website } : {}),
  };
  return values.customerType === 'existing'
    ? { customerType: 'existing', customerNumber: values.customerNumber.trim(), ...common }
    : { customerType: 'new', ...common };
}
