export {
  ageOn,
  type BirthDateOptions,
  type BirthDateResult,
  type CalendarDate,
  calendarDateIn,
  checkBirthDate,
  parseBirthDate,
} from './core/birthDate';
export { checkDelivery, type DeliveryData, type DeliveryValues } from './core/deliveryStep';
export { checkEmail, type EmailResult } from './core/emailAddress';
export { commonEmailDomains, editDistance, suggestEmail } from './core/emailSuggestion';
export {
  type FieldErrors,
  type FieldIssue,
  type IssueCode,
  isIssueCode,
  issueCodes,
  missingValueCodes,
  type OrderField,
  orderFields,
  type StepResult,
} from './core/issues';
export { fieldLabel, messageFor } from './core/messageFor';
export { normalizeOfferType, type OfferType } from './core/orderConfiguration';
export {
  type OrderFormContext,
  type ResolvedOrderFormContext,
  resolveOrderFormContext,
} from './core/orderFormContext';
export {
  createOrderSchemas,
  type OrderData,
  type OrderSchemas,
  type OrderValues,
} from './core/orderSchemas';
export { isPaymentFrequency, type PaymentFrequency, paymentFrequencies } from './core/paymentFrequency';
export {
  isPaymentAvailable,
  isPaymentMethodId,
  type PaymentMethod,
  type PaymentMethodId,
  paymentMethodIds,
  paymentMethods,
} from './core/paymentMethods';
export {
  isPhonePrefix,
  type PhoneNumber,
  type PhonePrefix,
  type PhoneResult,
  parsePhone,
  phonePrefixes,
} from './core/phoneNumber';
export {
  initialShippingPaymentChoice,
  PPL_PAYMENT_CHANGED_NOTICE,
  reduceShippingPayment,
  type ShippingPaymentAction,
  type ShippingPaymentChoice,
} from './core/pplRule';
export {
  isPpl,
  isShippingMethodId,
  needsPickupPoint,
  type ShippingMethod,
  type ShippingMethodId,
  shippingMethod,
  shippingMethodIds,
  shippingMethods,
} from './core/shippingMethods';
export {
  checkShippingPayment,
  type ShippingPaymentData,
  type ShippingPaymentValues,
} from './core/shippingPaymentStep';
export { type SummaryMessageKey, summaryMessageKey } from './core/summaryMessage';
export { checkTerms, type TermsData, type TermsValues } from './core/termsStep';
export {
  fieldErrorsOf,
  type OrderStep,
  type ValidationResult,
  validateStep,
} from './core/validateStep';
export { type Country, checkZip, normalizeZip, type ZipResult, zipMatchesCountry } from './core/zipCode';
