import { type ApiPath, apiBasePath } from '@shop/contracts/vocabulary';

/** The part of an API path below the API's mount, as a literal type so Hono types its parameters. */
export type ApiRoute<P extends ApiPath> = P extends `${typeof apiBasePath}${infer Route}` ? Route : never;

/** A path of the API as its router sees it, mounted at `/api`: `/api/orders/:id/payment` is `/orders/:id/payment`. */
export function apiRoute<P extends ApiPath>(path: P): ApiRoute<P> {
  return path.slice(apiBasePath.length) as ApiRoute<P>;
}
