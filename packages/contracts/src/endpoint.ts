import type * as z from 'zod/mini';
import { englishMessages } from './englishMessages';

englishMessages();

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Any zod schema, zod/mini (the contracts' own) or classic: both are built on zod's core, which
 * parses them alike (`z.safeParse(schema, input)`).
 */
export type AnySchema = z.core.$ZodType;

/** One HTTP call of the API: where it goes and the zod schemas of what goes in and comes back. */
export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Req extends AnySchema | undefined = AnySchema | undefined,
  Res extends AnySchema = AnySchema,
> {
  readonly method: Method;
  /** Path below the client's base URL; `:name` segments are filled from the input field of that name. */
  readonly path: string;
  /** Schema of the input; `undefined` for calls without one. */
  readonly request: Req;
  readonly response: Res;
}

/** What a caller passes to `client.call(endpoint, input)`. */
export type EndpointInput<E extends Endpoint> = E['request'] extends AnySchema
  ? z.input<E['request']>
  : undefined;

/** What a successful call resolves to, after the response schema has parsed it. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** Mutating methods change state on the server, so a failed call is never sent twice. */
export function isMutatingMethod(method: HttpMethod): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

export function defineEndpoint<
  const Method extends HttpMethod,
  Res extends AnySchema,
  Req extends AnySchema | undefined = undefined,
>(endpoint: { method: Method; path: string; request?: Req; response: Res }): Endpoint<Method, Req, Res> {
  if (!endpoint.path.startsWith('/')) {
    throw new Error(`Endpoint paths start with "/": ${endpoint.path}`);
  }
  return Object.freeze({ ...endpoint, request: endpoint.request as Req });
}
