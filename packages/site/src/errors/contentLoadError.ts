import type { HttpError } from '@shop/contracts';

/**
 * A content call that failed for a reason other than "no such content"; shown as the error view.
 * It has a module of its own so that a page's loaders can throw it without loading another
 * page's loaders (and their schemas) along with it.
 */
export class ContentLoadError extends Error {
  /** The API's status when it answered; a 5xx is the server's failure (SPEC §8 server error). */
  readonly status: number | undefined;

  constructor(what: string, error: HttpError) {
    super(`Loading ${what} failed: ${error.kind}${'status' in error ? ` ${error.status}` : ''}`);
    this.name = 'ContentLoadError';
    this.status = 'status' in error ? error.status : undefined;
  }
}
