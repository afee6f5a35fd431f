import * as z from 'zod/mini';
import { englishMessages } from './englishMessages';

englishMessages();

/** Field path (dot-joined) to its messages; issues about the input as a whole sit under `_root`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** HTTP 400 body of the API when an input fails its schema. */
export const validationErrorBodySchema = z.object({
  error: z.literal('validation'),
  fieldErrors: fieldErrorsSchema,
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** Body of every other API error: a stable machine code such as `not_found` plus a human-readable note. */
export const apiErrorBodySchema = z.object({
  error: z.string().check(z.minLength(1)),
  message: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
