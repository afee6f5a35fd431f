import { interpolate } from '@shop/i18n';
import type { OrderFormMessages } from './formTexts';
import type { FieldIssue, OrderField } from './issues';

/** The label a field has on the form, used in '{field} je povinné pole'. */
export function fieldLabel(field: OrderField, messages: OrderFormMessages): string {
  const { fields, pickupPoint } = messages.orderForm;
  return field === 'pickupPointId' ? pickupPoint.selected : fields[field];
}

/** The text of an issue in the catalog's language. */
export function messageFor({ field, code }: FieldIssue, messages: OrderFormMessages): string {
  const { validation } = messages;
  switch (code) {
    case 'required':
      return interpolate(validation.required, { field: fieldLabel(field, messages) });
    case 'date.invalid':
      return validation.date.invalid;
    case 'date.inFuture':
      return validation.date.inFuture;
    case 'date.underage':
      return validation.date.underage;
    case 'email.required':
      return validation.email.required;
    case 'email.invalid':
      return validation.email.invalid;
    case 'email.notValid':
      return validation.email.notValid;
    case 'zip.format':
      return validation.zip.format;
    case 'zip.country':
      return validation.zip.country;
    case 'phone.required':
      return validation.phone.required;
    case 'phone.digitsOnly':
      return validation.phone.digitsOnly;
    case 'phone.format':
      return validation.phone.format;
    case 'shipping.required':
      return validation.shippingRequired;
    case 'payment.required':
      return validation.paymentRequired;
    case 'frequency.required':
      return validation.frequencyRequired;
    case 'pickupPoint.required':
      return validation.pickupPointRequired;
    case 'terms.required':
      return validation.termsRequired;
    case 'discount.invalid':
      return messages.orderForm.discount.invalid;
  }
}
