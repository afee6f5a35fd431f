// Names the browser and the API share that need no schema: importing them pulls in no zod, so a
// page's first script, the consent and tracking cores and the API's routes can use them without
// validation code. The schemas of `@shop/contracts` are built from these lists.
export { type AbVariant, abVariants, isAbVariant } from './vocabulary/abVariants';
export { type ApiPath, apiBasePath, apiPath, apiPaths } from './vocabulary/apiPaths';
export { isoDatePattern, typedDatePattern } from './vocabulary/birthDateText';
export { type ConditionName, conditionNames } from './vocabulary/conditionNames';
export {
  type ContactCustomerType,
  type ContactQuestionType,
  contactCustomerTypes,
  contactLimits,
  contactQuestionTypes,
  customerNumberPattern,
} from './vocabulary/contactMessage';
export {
  type CookieCategory,
  cookieCategories,
  type TrackedScriptSlug,
  technicalScriptSlug,
  trackedScriptSlugs,
} from './vocabulary/cookies';
export {
  EMBEDDED_ORDER_CONFIG_ID,
  OFFER_HEADER_END,
  OFFER_HEADER_START,
} from './vocabulary/embeddedOrderConfig';
export {
  type OfferType,
  offerTypes,
  type PaymentFrequency,
  type PaymentMethodId,
  type PickupCarrier,
  type PickupPointType,
  paymentFrequencies,
  paymentMethodIds,
  pickupCarriers,
  pickupPointTypes,
  type ShippingMethodId,
  shippingMethodIds,
} from './vocabulary/orderChoices';
export { type ProductPack, productPacks } from './vocabulary/productPacks';
export { type TrackingAction, trackingActions } from './vocabulary/trackingActions';
export { trackingIdName, trackingIdServerTiming } from './vocabulary/trackingId';
