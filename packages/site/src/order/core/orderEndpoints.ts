// The contracts of the order form's calls. Their schemas bring zod, so `orderApi` loads this
// module at its first call (a submit, a search, a code check, a returning customer's prefill),
// never with the form's first script.
export {
  createOrderEndpoint,
  customerPrefillSchema,
  discountCheckEndpoint,
  idempotencyKeyHeader,
  pickupPointsEndpoint,
} from '@shop/contracts';
