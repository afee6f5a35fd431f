export { DeliveryStep } from './react/DeliveryStep';
export { EmailSuggestion } from './react/EmailSuggestion';
export { OrderForm, type OrderFormProps } from './react/OrderForm';
export {
  clearDraft,
  type DraftStorage,
  loadDraft,
  ORDER_DRAFT_KEY,
  type OrderDraft,
  saveDraft,
} from './react/orderDraft';
export {
  createOrderFormReducer,
  emptyOrderFormValues,
  type FormStep,
  formSteps,
  initialOrderFormState,
  type OrderFormAction,
  type OrderFormState,
  type OrderFormValues,
} from './react/orderFormState';
export { PrefilledCustomer, type PrefilledCustomerProps } from './react/PrefilledCustomer';
export {
  type PickupPointSlotProps,
  ShippingPaymentStep,
  type ShippingPaymentStepProps,
} from './react/ShippingPaymentStep';
export { StepIndicator } from './react/StepIndicator';
export { type OrderTotal, SummaryStep, type SummaryStepProps } from './react/SummaryStep';
export {
  type OrderFormController,
  type OrderSubmitHandler,
  type OrderSubmitMeta,
  type OrderSubmitResult,
  type UseOrderFormOptions,
  useOrderForm,
} from './react/useOrderForm';
