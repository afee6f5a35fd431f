import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `requestScheme`: whether the visitor reached this origin over HTTPS. */
    secureRequest: boolean;
  }
}

/**
 * The scheme the visitor used, learnt once per request: the proxy's `X-Forwarded-Proto` (its
 * first entry, the one the visitor reached) when `trustProxy` is on, else the connection's own.
 * Without `trustProxy` the header is never read, since any client can send it.
 */
export function requestScheme(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = options.trustProxy
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
      : undefined;
    c.set('secureRequest', forwarded ? forwarded === 'https' : new URL(c.req.url).protocol === 'https:');
    await next();
  };
}

/**
 * Whether the visitor reached this origin over HTTPS, so cookies set for it are `Secure`: as
 * `requestScheme` found it, or the request URL's scheme where that middleware did not run.
 */
export function isSecureRequest(c: Context): boolean {
  const told = c.get('secureRequest') as boolean | undefined;
  return told ?? new URL(c.req.url).protocol === 'https:';
}
