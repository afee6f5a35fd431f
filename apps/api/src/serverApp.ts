import { apiBasePath } from '@shop/contracts/vocabulary';
import { Hono } from 'hono';
import { requestScheme } from './api/secureRequest';
import type { Logger } from './logger';
import { type RequestVariables, requestLogging } from './requestLogging';
import { transportSecurity } from './transportSecurity';

export interface ServerAppOptions {
  /** Absent in API-only mode. */
  site?: 'sk' | 'cz';
  logger: Logger;
  api: Hono<{ Variables: RequestVariables }>;
  images: Hono;
  /** Answers every path the API and images do not; absent in API-only mode. */
  siteHandler?: Hono;
  /** Believe the proxy's `X-Forwarded-Proto` (`TRUST_PROXY`); off by default. */
  trustProxy?: boolean;
  /** `NODE_ENV=production`: http is redirected to `publicOrigins`' https one, and HSTS sent. */
  production?: boolean;
  /** The origin's public addresses (`SK_PUBLIC_ORIGIN`). */
  publicOrigins?: readonly string[];
}

/**
 * One origin: `/api/*`, `/_ipx/*` and then the site, behind request ids and request logs, and in
 * production behind https only.
 */
export function createServerApp(options: ServerAppOptions): Hono<{ Variables: RequestVariables }> {
  const logger = options.site ? options.logger.child({ site: options.site }) : options.logger;
  const app = new Hono<{ Variables: RequestVariables }>();
  app.use(requestLogging(logger));
  app.use(requestScheme({ trustProxy: options.trustProxy === true }));
  app.use(
    transportSecurity({
      production: options.production === true,
      publicOrigins: options.publicOrigins ?? [],
    }),
  );
  app.route(apiBasePath, options.api);
  app.route('/_ipx', options.images);
  if (options.siteHandler) app.route('/', options.siteHandler);
  app.notFound((c) =>
    c.json({ error: 'not_found', message: 'This server answers /api and /_ipx only' }, 404),
  );
  app.onError((error, c) => {
    logger.error('unhandled error', {
      error,
      method: c.req.method,
      path: c.req.path,
      requestId: c.get('requestId'),
    });
    return c.text('Internal Server Error', 500);
  });
  return app;
}
