export { fieldErrorsFromApi } from './core/apiFieldErrors';
export {
  ageOn,
  type BirthDateOptions,
  type BirthDateResult,
  type CalendarDate,
  calendarDateIn,
  checkBirthDate,
  parseBirthDate,
} from './core/birthDate';
export type {
  CarrierWidget,
  CarrierWidgetOpenOptions,
  CarrierWidgetSetup,
  CarrierWidgets,
  ScriptLoader,
} from './core/carrierWidget';
export {
  type CarrierWidgetSession,
  createCarrierWidgetSession,
} from './core/carrierWidgetSession';
export { checkOrderStep, type StepValues } from './core/checkOrderStep';
export { checkDelivery, type DeliveryData, type DeliveryValues } from './core/deliveryStep';
export type {
  AppliedDiscount,
  CheckDiscountCode,
  DiscountCheckResult,
  DiscountRefusal,
} from './core/discount';
export { checkEmail, type EmailResult } from './core/emailAddress';
export { commonEmailDomains, editDistance, suggestEmail } from './core/emailSuggestion';
export { ORDER_FORM_TEXTS, type OrderFormMessages } from './core/formTexts';
export { type AddressValues, fullAddress } from './core/fullAddress';
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
export {
  type OrderFormContext,
  type ResolvedOrderFormContext,
  resolveOrderFormContext,
} from './core/orderFormContext';
export {
  type ContinueResult,
  createOrderFormController,
  type OrderFormController,
  type OrderFormControllerOptions,
  type OrderFormSnapshot,
  type OrderSubmitHandler,
  type OrderSubmitMeta,
  type OrderSubmitResult,
} from './core/orderFormController';
export {
  contextForOffer,
  type FrequencyOption,
  type Instalment,
  instalmentOf,
  isOptionAvailable,
  type OfferCurrency,
  type OrderLineItem,
  type OrderOffer,
  orderTotals,
  type PaymentOption,
  type PricedChoice,
  type ShippingOption,
} from './core/orderOffer';
export { orderOfferOf } from './core/orderOfferOf';
export type { OrderOutcome } from './core/orderOutcome';
export {
  type DiscountOutcome,
  type DiscountTerms,
  discountFor,
  instalmentCountOf,
  normalizeDiscountCode,
  type PricingInput,
  priceOrder,
} from './core/orderPricing';
export { type OrderRequestContext, toOrderRequest } from './core/orderRequest';
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
  paymentMethod,
  paymentMethodIds,
  paymentMethods,
} from './core/paymentMethods';
export {
  formatPhone,
  isPhonePrefix,
  type PhoneNumber,
  type PhonePrefix,
  type PhoneResult,
  parsePhone,
  phonePrefixes,
} from './core/phoneNumber';
export {
  isPickupCarrier,
  type PickupCarrier,
  type PickupPoint,
  type PickupPointSearchResult,
  type PickupPointType,
  pickupCarrierOf,
  pickupCarriers,
  pickupPointAddress,
  type SearchPickupPoints,
} from './core/pickupPoint';
export { pickupPointOf, type WeekdayNames } from './core/pickupPointOf';
export {
  createPickupPointSearch,
  PICKUP_SEARCH_DELAY_MS,
  PICKUP_SEARCH_MIN_LENGTH,
  type PickupPointSearch,
  type PickupPointSearchOptions,
  type PickupSearchState,
} from './core/pickupPointSearch';
export {
  initialShippingPaymentChoice,
  PPL_PAYMENT_CHANGED_NOTICE,
  reduceShippingPayment,
  type ShippingPaymentAction,
  type ShippingPaymentChoice,
} from './core/pplRule';
export { fieldErrorsOf, type OrderStep, type ValidationResult } from './core/schemaFieldErrors';
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
export { type Country, checkZip, normalizeZip, type ZipResult, zipMatchesCountry } from './core/zipCode';
