import type { ApiErrorBody, ValidationErrorBody } from '@shop/contracts';
import { fieldErrorsFromIssues } from '@shop/contracts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export function validationError(c: Context, issues: readonly z.core.$ZodIssue[]) {
  return c.json<ValidationErrorBody>(
    { error: 'validation', fieldErrors: fieldErrorsFromIssues(issues) },
    400,
  );
}

export function apiError(c: Context, status: ContentfulStatusCode, error: string, message: string) {
  return c.json<ApiErrorBody>({ error, message }, status);
}
