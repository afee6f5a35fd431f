import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { version as packageVersion } from '../../package.json';
import type { Database } from '../db/createDatabase';
import type { Logger } from '../logger';
import { type RequestVariables, requestLogging } from '../requestLogging';
import { blogRoutes } from './blog';
import { clientErrorRoutes } from './clientErrors';
import { type ClientIp, createClientIp } from './clientIp';
import { conditionRoutes } from './conditions';
import { contactRoutes } from './contact';
import { apiError } from './errorResponses';
import { healthRoutes } from './health';
import { rateLimit } from './rateLimit';
import { createRateLimiter, type RateLimitOptions } from './rateLimiter';
import { createSiteOfRequest } from './siteOfRequest';
import { testimonialRoutes } from './testimonials';

export interface ApiOptions {
  db: Database;
  logger: Logger;
  /**
   * The site this instance serves: it picks the content language and is added to log lines.
   * Without it, content calls take a required `site` query parameter.
   */
  site?: 'sk' | 'cz';
  /** Largest accepted request body in bytes; 64 kB by default. */
  bodyLimitBytes?: number;
  /** Per-address limit of mutating calls; 30 a minute by default. */
  rateLimit?: Pick<RateLimitOptions, 'limit' | 'windowMs'>;
  clientIp?: ClientIp;
  ipHashSalt?: string;
  version?: string;
}

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The JSON API, to be mounted at `/api` (`app.route('/api', createApi(options))`). */
export function createApi(options: ApiOptions): Hono<{ Variables: RequestVariables }> {
  const logger = options.site ? options.logger.child({ site: options.site }) : options.logger;
  const clientIp = options.clientIp ?? createClientIp({ trustProxy: false });
  const limiter = createRateLimiter(options.rateLimit ?? { limit: 30, windowMs: 60_000 });
  const limitRate = rateLimit(limiter, clientIp);
  const maxSize = options.bodyLimitBytes ?? 64 * 1024;

  const api = new Hono<{ Variables: RequestVariables }>();
  api.use(requestLogging(logger));
  api.use((c, next) => (mutatingMethods.has(c.req.method) ? limitRate(c, next) : next()));
  api.use(
    bodyLimit({
      maxSize,
      onError: (c) => apiError(c, 413, 'payload_too_large', `The body is larger than ${maxSize} bytes`),
    }),
  );

  api.route('/health', healthRoutes(options.db, options.version ?? packageVersion));
  const ipHashSalt = options.ipHashSalt ?? randomBytes(16).toString('hex');
  const siteOf = createSiteOfRequest(options.site);
  api.route('/client-errors', clientErrorRoutes({ database: options.db, clientIp, ipHashSalt }));
  api.route('/blog', blogRoutes(options.db, siteOf));
  api.route('/testimonials', testimonialRoutes(options.db, siteOf));
  api.route('/conditions', conditionRoutes(options.db, siteOf));
  api.route('/contact', contactRoutes({ database: options.db, siteOf, clientIp, ipHashSalt }));
  api.all('*', (c) => apiError(c, 404, 'not_found', `No API endpoint ${c.req.method} ${c.req.path}`));

  api.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    logger.error('unhandled error', {
      error,
      method: c.req.method,
      path: c.req.path,
      requestId: c.get('requestId'),
    });
    return c.json({ error: 'internal' }, 500);
  });
  return api;
}
