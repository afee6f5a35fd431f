export {
  type ClientErrorLog,
  clientErrorLogCreatedSchema,
  clientErrorLogEndpoint,
  clientErrorLogSchema,
} from './clientErrorLog';
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
