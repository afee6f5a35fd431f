import { apiPaths } from '@shop/contracts/vocabulary';
import type { MiddlewareHandler } from 'hono';
import { isSecureRequest } from './api/secureRequest';

/** Two years, for every subdomain: the value HSTS preload lists ask for. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export interface TransportSecurityOptions {
  /** Off: nothing is done (local runs speak plain http, and HSTS would pin localhost's ports). */
  production: boolean;
  /** The origin's public addresses; plain-http requests are sent to the first https one. */
  publicOrigins: readonly string[];
}

/**
 * HTTPS only, in production: a request that arrived over plain http (as the trusted proxy or the
 * connection says, see `requestScheme`) is redirected with 308, which keeps the method and body,
 * to the same path on the site's https public origin (never the Host header's, which anyone can
 * set); every https response carries HSTS. The health checks (`/api/health` and
 * `/api/health/live`) stay answerable over http, since a load balancer probes the process directly.
 */
export function transportSecurity(options: TransportSecurityOptions): MiddlewareHandler {
  const httpsOrigin = options.publicOrigins.find((origin) => origin.startsWith('https://'));
  return async (c, next) => {
    if (!options.production) return next();
    if (!isSecureRequest(c)) {
      if (!httpsOrigin || c.req.path === apiPaths.health || c.req.path === apiPaths.healthLive) {
        return next();
      }
      const url = new URL(c.req.url);
      return c.redirect(`${httpsOrigin}${url.pathname}${url.search}`, 308);
    }
    await next();
    c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
