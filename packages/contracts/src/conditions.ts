import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { siteSchema } from './site';
import { apiPaths, type ConditionName, conditionNames } from './vocabulary';

export { type ConditionName, conditionNames };
export const conditionNameSchema = z.enum(conditionNames, { error: 'unknown-condition' });

export const conditionSummarySchema = z.object({
  name: conditionNameSchema,
  title: z.string(),
});
export type ConditionSummary = z.infer<typeof conditionSummarySchema>;

export const conditionSchema = z.extend(conditionSummarySchema, {
  /** Sanitised HTML. */
  contentHtml: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Condition = z.infer<typeof conditionSchema>;

export const conditionsListSchema = z.object({ items: z.array(conditionSummarySchema) });
export type ConditionsList = z.infer<typeof conditionsListSchema>;

const siteQuery = z.object({ site: z.optional(siteSchema) });

export const conditionsEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.conditions,
  request: siteQuery,
  response: conditionsListSchema,
});

/** An unknown name is answered 404, like an unknown slug. */
export const conditionEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.condition,
  request: z.extend(siteQuery, { name: z.string().check(z.minLength(1)) }),
  response: conditionSchema,
});
