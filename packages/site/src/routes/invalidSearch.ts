import { notFound, SearchParamError } from '@tanstack/react-router';

/**
 * `onError` for routes that validate their search: invalid parameters show the not-found view
 * with status 404 (ARCHITECTURE: "an invalid one renders the not-found view"), not a 500.
 * Path params reject with `throw notFound()` from `params.parse` directly.
 */
export function notFoundOnInvalidSearch(error: unknown): void {
  if (error instanceof SearchParamError) throw notFound();
}
