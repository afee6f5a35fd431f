export {
  type BlogArticle,
  type BlogArticleSummary,
  type BlogArticlesPage,
  type BlogArticlesQuery,
  type BlogSort,
  blogArticleEndpoint,
  blogArticleQuerySchema,
  blogArticleSchema,
  blogArticleSummarySchema,
  blogArticlesEndpoint,
  blogArticlesPageSchema,
  blogArticlesQuerySchema,
  blogSortSchema,
} from './blog';
export {
  type ClientErrorLog,
  clientErrorLogCreatedSchema,
  clientErrorLogEndpoint,
  clientErrorLogSchema,
} from './clientErrorLog';
export {
  type Condition,
  type ConditionName,
  type ConditionSummary,
  type ConditionsList,
  conditionEndpoint,
  conditionNameSchema,
  conditionNames,
  conditionSchema,
  conditionSummarySchema,
  conditionsEndpoint,
  conditionsListSchema,
} from './conditions';
export {
  type ConsentProof,
  type ConsentProofInput,
  consentProofCreatedSchema,
  consentProofEndpoint,
  consentProofSchema,
  consentSettingSlugs,
} from './consentProof';
export {
  type ContactMessage,
  type ContactMessageInput,
  contactCustomerTypeSchema,
  contactMessageCreatedSchema,
  contactMessageEndpoint,
  contactMessageSchema,
  contactQuestionTypeSchema,
} from './contact';
export {
  type Cookie,
  type CookieProvider,
  type CookieScript,
  cookieCategorySchema,
  cookieProviderSchema,
  cookieProvidersEndpoint,
  cookieProvidersQuerySchema,
  cookieProvidersSchema,
  cookieSchema,
  cookieScriptSchema,
} from './cookieProviders';
export { jsonForScriptElement } from './embeddedJson';
export {
  defineEndpoint,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type HttpMethod,
} from './endpoint';
export {
  type CustomerPrefill,
  customerPrefillEndpoint,
  customerPrefillSchema,
  customerTokenCookieName,
} from './endpoints/customer';
export {
  type DiscountCheck,
  type DiscountCheckResult,
  type DiscountRejection,
  discountCheckEndpoint,
  discountCheckResultSchema,
  discountCheckSchema,
  discountRejectionSchema,
} from './endpoints/discountCodes';
export {
  type Currency,
  currencySchema,
  minorUnitsSchema,
  type OfferTypeName,
  offerTypeNameSchema,
  offerTypeSchema,
  paymentFrequencySchema,
  paymentMethodIdSchema,
  pickupCarrierSchema,
  type RejectionKind,
  rejectionKindSchema,
  shippingMethodIdSchema,
} from './endpoints/orderChoices';
export {
  type Offer,
  type OfferLineItem,
  type OrderFormConfig,
  type OrderFormConfigQuery,
  offerLineItemSchema,
  offerSchema,
  offerSlugSchema,
  orderFormConfigEndpoint,
  orderFormConfigQuerySchema,
  orderFormConfigSchema,
  type PaymentOption,
  paymentOptionSchema,
  type ShippingOption,
  shippingOptionSchema,
} from './endpoints/orderFormConfig';
export {
  type CardPaymentState,
  cardPaymentStateSchema,
  createOrderEndpoint,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  type OrderPayment,
  type OrderPaymentQuery,
  type OrderReceipt,
  type OrderRequest,
  type OrderResult,
  type OrderStatus,
  type OrderTotals,
  orderPaymentEndpoint,
  orderPaymentQuerySchema,
  orderPaymentSchema,
  orderReceiptEndpoint,
  orderReceiptQuerySchema,
  orderReceiptSchema,
  orderRequestSchema,
  orderResultSchema,
  orderTotalsSchema,
  type PaymentStarted,
  paymentStartedSchema,
  payOrderAgainEndpoint,
  payOrderAgainRequestSchema,
} from './endpoints/orders';
export {
  type OpeningHours,
  openingHoursSchema,
  type PickupPoint,
  type PickupPoints,
  type PickupPointsQuery,
  type PickupPointType,
  pickupPointSchema,
  pickupPointsEndpoint,
  pickupPointsQuerySchema,
  pickupPointsSchema,
  pickupPointTypeSchema,
  type Weekday,
  weekdaySchema,
} from './endpoints/pickupPoints';
export {
  type ApiErrorBody,
  apiErrorBodySchema,
  type FieldErrors,
  fieldErrorsSchema,
  type ValidationErrorBody,
  validationErrorBodySchema,
} from './errorBodies';
export { fieldErrorsFromIssues, ROOT_FIELD } from './fieldErrors';
export {
  type Health,
  healthEndpoint,
  healthSchema,
  type LiveHealth,
  liveHealthEndpoint,
  liveHealthSchema,
} from './health';
export {
  type CallInit,
  createHttpClient,
  HTTP_RETRY_STATUSES,
  type HttpClient,
  type HttpClientOptions,
} from './httpClient';
export type { HttpError, Issues, Result } from './httpError';
export { fillOfferHeaderSlot } from './offerHeaderSlot';
export { pageOf, pageQueryShape } from './paging';
export { type Site, siteSchema } from './site';
export {
  type Testimonial,
  type TestimonialLabel,
  type TestimonialSummary,
  type TestimonialsPage,
  type TestimonialsQuery,
  testimonialEndpoint,
  testimonialLabelSchema,
  testimonialQuerySchema,
  testimonialSchema,
  testimonialSummarySchema,
  testimonialsEndpoint,
  testimonialsPageSchema,
  testimonialsQuerySchema,
} from './testimonials';
export {
  beatEndpoint,
  type DeliveryCounters,
  deliveryCountersSchema,
  deviceEndpoint,
  deviceIdCookieName,
  type TrackingEvent,
  type TrackingRedirectQuery,
  trackingActionSchema,
  trackingEventSchema,
  trackingRedirectQuerySchema,
} from './trackingEvents';
export * from './vocabulary';
