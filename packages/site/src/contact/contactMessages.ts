import type { LazyMessages } from '@shop/i18n';
import type { ContactErrorCode } from './contactRules';

/** The shown message of an error code: SPEC §5's contact messages, and the form's own for the rest. */
export function contactErrorMessage(
  code: ContactErrorCode,
  validation: LazyMessages['validation'],
  contactText: LazyMessages['contactForm'],
): string {
  const spec = validation.contact;
  const own = contactText.errors;
  switch (code) {
    case 'name-required':
      return spec.nameRequired;
    case 'email-required':
      return spec.emailRequired;
    case 'email-invalid':
      return spec.emailInvalid;
    case 'phone-format':
      return spec.phoneFormat;
    case 'subject-required':
      return spec.subjectRequired;
    case 'message-required':
      return spec.messageRequired;
    case 'customer-number-required':
      return own.customerNumberRequired;
    case 'customer-number-invalid':
      return own.customerNumberInvalid;
    case 'too-long':
      return own.tooLong;
  }
}
