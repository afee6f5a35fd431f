import { type CalendarDate, checkBirthDate, parseBirthDate } from './birthDate';
import { checkEmail } from './emailAddress';
import { createIssueCollector, type OrderField, type StepResult } from './issues';
import { type OrderFormContext, resolveOrderFormContext } from './orderFormContext';
import { isPhonePrefix, type PhonePrefix, parsePhone } from './phoneNumber';
import { checkZip } from './zipCode';

/** Step 1 as typed: every value a string, any of them possibly missing. */
export interface DeliveryValues {
  firstName?: string;
  lastName?: string;
  company?: string;
  street?: string;
  houseNumber?: string;
  streetAndNumber?: string;
  city?: string;
  zip?: string;
  phonePrefix?: string;
  phone?: string;
  email?: string;
  birthDate?: string;
}

/** Step 1 checked and normalised: trimmed text, zip `NNN NN`, phone E.164, birth date ISO. */
export interface DeliveryData {
  firstName: string;
  lastName: string;
  company: string | null;
  street: string | null;
  houseNumber: string | null;
  streetAndNumber: string;
  city: string;
  zip: string;
  phonePrefix: PhonePrefix;
  phone: string;
  email: string;
  birthDate: string;
}

/** Reads the birth date's text: as the shopper types it (the default), or as an order carries it. */
export type BirthDateReader = (text: string) => CalendarDate | null;

export function checkDelivery(
  values: DeliveryValues,
  context: OrderFormContext,
  readBirthDate: BirthDateReader = parseBirthDate,
): StepResult<DeliveryData> {
  const settings = resolveOrderFormContext(context);
  const issues = createIssueCollector();
  const text = (field: keyof DeliveryValues) => (values[field] ?? '').trim();
  const required = (field: keyof DeliveryValues & OrderField) => {
    const value = text(field);
    if (value === '') issues.add(field, 'required');
    return value;
  };

  const firstName = required('firstName');
  const lastName = required('lastName');
  const company = settings.companyRequired ? required('company') : text('company');
  const separate = settings.addressFields === 'separate';
  const street = separate ? required('street') : '';
  const houseNumber = separate ? required('houseNumber') : '';
  const streetAndNumber = separate ? `${street} ${houseNumber}` : required('streetAndNumber');
  const city = required('city');

  const zip = checkZip(text('zip'), settings.country);
  if (!zip.ok) issues.add('zip', zip.code);

  const chosenPrefix = text('phonePrefix');
  if (chosenPrefix !== '' && !isPhonePrefix(chosenPrefix)) issues.add('phonePrefix', 'phone.format');
  const phone = parsePhone(text('phone'), isPhonePrefix(chosenPrefix) ? chosenPrefix : settings.phonePrefix);
  if (!phone.ok) issues.add('phone', phone.code);

  const email = checkEmail(text('email'));
  if (!email.ok) issues.add('email', email.code);

  const birthDate = checkBirthDate(text('birthDate'), settings, readBirthDate);
  if (!birthDate.ok) issues.add('birthDate', birthDate.code);

  return issues.result(() => ({
    firstName,
    lastName,
    company: company === '' ? null : company,
    street: separate ? street : null,
    houseNumber: separate ? houseNumber : null,
    streetAndNumber,
    city,
    zip: zip.ok ? zip.zip : '',
    phonePrefix: phone.ok ? phone.prefix : settings.phonePrefix,
    phone: phone.ok ? phone.e164 : '',
    email: email.ok ? email.email : '',
    birthDate: birthDate.ok ? birthDate.iso : '',
  }));
}
