import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { apiPaths } from './vocabulary';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.health,
  response: healthSchema,
});
