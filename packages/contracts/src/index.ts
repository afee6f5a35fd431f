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
  type CookieCategory,
  type CookieProvider,
  type CookieScript,
  cookieCategories,
  cookieCategorySchema,
  cookieProviderSchema,
  cookieProvidersEndpoint,
  cookieProvidersQuerySchema,
  cookieProvidersSchema,
  cookieSchema,
  cookieScriptSchema,
  type TrackedScriptSlug,
  technicalScriptSlug,
  trackedScriptSlugs,
} from './cookieProviders';
export {
  defineEndpoint,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type HttpMethod,
} from './endpoint';
export {
  type ApiErrorBody,
  apiErrorBodySchema,
  type FieldErrors,
  fieldErrorsSchema,
  type ValidationErrorBody,
  validationErrorBodySchema,
} from './errorBodies';
export { fieldErrorsFromIssues, ROOT_FIELD } from './fieldErrors';
export { type Health, healthEndpoint, healthSchema } from './health';
export { type CallInit, createHttpClient, type HttpClient, type HttpClientOptions } from './httpClient';
export type { HttpError, Issues, Result } from './httpError';
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
  type TrackingAction,
  type TrackingEvent,
  type TrackingRedirectQuery,
  trackingActionSchema,
  trackingActions,
  trackingEventSchema,
  trackingIdName,
  trackingRedirectPath,
  trackingRedirectQuerySchema,
} from './trackingEvents';
