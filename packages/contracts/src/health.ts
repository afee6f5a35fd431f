import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthEndpoint = defineEndpoint({ method: 'GET', path: '/api/health', response: healthSchema });
