import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Client error log of SPEC §3, posted by a site when a tracking beat fails. */
export const clientErrorLogSchema = z.strictObject({
  site: z.enum(['sk', 'cz']),
  /** HTTP status of the failed call, or `unknown` when the failure was not an HTTP answer. */
  status: z.union([z.number().int().min(100).max(599), z.literal('unknown')]),
  message: z.string().trim().min(1).max(2000),
  url: z.string().min(1).max(2048),
  userAgent: z.string().max(512),
  /** Epoch milliseconds on the visitor's clock. */
  clientTime: z.number().int().min(0).max(8.64e15),
});
export type ClientErrorLog = z.infer<typeof clientErrorLogSchema>;

export const clientErrorLogCreatedSchema = z.object({ id: z.string() });

export const clientErrorLogEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/client-errors',
  request: clientErrorLogSchema,
  response: clientErrorLogCreatedSchema,
});
