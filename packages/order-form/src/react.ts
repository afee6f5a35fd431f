export type {
  CarrierWidget,
  CarrierWidgetOpenOptions,
  CarrierWidgetSetup,
  CarrierWidgets,
  ScriptLoader,
} from './core/carrierWidget';
export type {
  AppliedDiscount,
  CheckDiscountCode,
  DiscountCheckResult,
  DiscountRefusal,
} from './core/discount';
export {
  clearDraft,
  type DraftStorage,
  loadDraft,
  ORDER_DRAFT_KEY,
  type OrderDraft,
  saveDraft,
} from './core/orderDraft';
export type {
  OrderFormController,
  OrderSubmitHandler,
  OrderSubmitMeta,
  OrderSubmitResult,
} from './core/orderFormController';
export {
  type ChosenPickupPoint,
  createOrderFormReducer,
  type DiscountState,
  emptyOrderFormValues,
  type FormStep,
  formSteps,
  initialOrderFormState,
  type OrderFormAction,
  type OrderFormState,
  type OrderFormValues,
} from './core/orderFormState';
export type {
  FrequencyOption,
  Instalment,
  OfferCurrency,
  OrderLineItem,
  OrderOffer,
  PaymentOption,
  ShippingOption,
} from './core/orderOffer';
export type { OrderOutcome } from './core/orderOutcome';
export type {
  PickupCarrier,
  PickupPoint,
  PickupPointSearchResult,
  PickupPointType,
  SearchPickupPoints,
} from './core/pickupPoint';
export { EmailSuggestion } from './react/EmailSuggestion';
export { OrderForm, type OrderFormNotice, type OrderFormProps } from './react/OrderForm';
export { OrderFormError, type OrderFormErrorKind, type OrderFormErrorProps } from './react/OrderFormError';
export { PrefilledCustomer, type PrefilledCustomerProps } from './react/PrefilledCustomer';
export { StepIndicator } from './react/StepIndicator';
export { type UseOrderFormOptions, type UseOrderFormResult, useOrderForm } from './react/useOrderForm';
export { useOrderFormMessages } from './react/useOrderFormMessages';
