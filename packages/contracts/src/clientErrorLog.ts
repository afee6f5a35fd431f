import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { latestEpochMillis } from './epochMillis';
import { apiPaths } from './vocabulary';

/** Client error log, posted by a site when a tracking beat fails. */
export const clientErrorLogSchema = z.strictObject({
  site: z.enum(['sk', 'cz']),
  /** HTTP status of the failed call, or `unknown` when the failure was not an HTTP answer. */
  status: z.union([z.number().check(z.int(), z.gte(100), z.lte(599)), z.literal('unknown')]),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  url: z.string().check(z.minLength(1), z.maxLength(2048)),
  userAgent: z.string().check(z.maxLength(512)),
  /** Epoch milliseconds on the visitor's clock. */
  clientTime: z.number().check(z.int(), z.gte(0), z.lte(latestEpochMillis)),
});
export type ClientErrorLog = z.infer<typeof clientErrorLogSchema>;

export const clientErrorLogCreatedSchema = z.object({ id: z.string() });

export const clientErrorLogEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPaths.clientErrors,
  request: clientErrorLogSchema,
  response: clientErrorLogCreatedSchema,
});
