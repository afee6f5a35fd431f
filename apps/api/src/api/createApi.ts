import { randomBytes } from 'node:crypto';
import { apiPaths } from '@shop/contracts/vocabulary';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { version as packageVersion } from '../../package.json';
import { createServedContentHtml } from '../content/servedContentHtml';
import type { Database } from '../db/createDatabase';
import type { Logger } from '../logger';
import { createIdempotencyStore } from '../orders/idempotencyStore';
import { createOfferCatalog } from '../orders/offerCatalog';
import { createOrderPayments } from '../payments/orderPayments';
import type { PaymentGateway } from '../payments/paymentGateway';
import { createSandboxGateway } from '../payments/sandboxGateway';
import { type RequestVariables, requestLogging } from '../requestLogging';
import { createTrackingVisitRecorder, type RecordTrackingVisit } from '../tracking/trackingVisits';
import { apiRoute } from './apiRoute';
import { apiSecurityHeaders } from './apiSecurityHeaders';
import { beatRoutes } from './beats';
import { blogRoutes } from './blog';
import { bodySizeLimit } from './bodySizeLimit';
import { clientErrorRoutes } from './clientErrors';
import { type ClientIp, createClientIp } from './clientIp';
import { conditionRoutes } from './conditions';
import { consentProofRoutes } from './consentProofs';
import { contactRoutes } from './contact';
import { cookieProviderRoutes } from './cookieProviders';
import { cspReportRoutes } from './cspReports';
import { customerRoutes } from './customer';
import { deviceRoutes } from './device';
import { discountCodeRoutes } from './discountCodes';
import { apiError } from './errorResponses';
import { healthRoutes } from './health';
import { orderFormConfigRoutes } from './orderFormConfig';
import { orderRoutes } from './orders';
import { pickupPointRoutes } from './pickupPoints';
import { rateLimit } from './rateLimit';
import { createRateLimiter, type RateLimitOptions } from './rateLimiter';
import { createSiteOrigins, refuseCrossSiteWrites } from './sameOrigin';
import { sandboxPaymentRoutes } from './sandboxPayments';
import { createSiteOfRequest } from './siteOfRequest';
import { refuseUnstorableUrl } from './storableUrl';
import { testimonialRoutes } from './testimonials';
import { trackingRedirectRoutes } from './trackingRedirect';

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
  /**
   * Per-address limit of tracking beats, counted apart from the other calls because one page
   * view sends several; 600 a minute by default.
   */
  beatRateLimit?: Pick<RateLimitOptions, 'limit' | 'windowMs'>;
  /**
   * Per-address limit of CSP violation reports, counted apart so that a page breaking its policy
   * cannot use up a shopper's budget of other calls; 60 a minute by default.
   */
  cspReportRateLimit?: Pick<RateLimitOptions, 'limit' | 'windowMs'>;
  clientIp?: ClientIp;
  ipHashSalt?: string;
  version?: string;
  /** Card payments; the sandbox gateway (and its pages) when none is given. */
  paymentGateway?: PaymentGateway;
  /** The clock of the order rules (age, discount validity); tests pin it. */
  now?: () => Date;
  /** Stores the tracking ids the redirect hands out; in `tracking_visits` of `db` by default. */
  recordTrackingVisit?: RecordTrackingVisit;
  /** Serves the read-only events query `GET /api/beats?sessionId=` (tests, local inspection). */
  eventsQuery?: boolean;
  /**
   * Origins besides the request's own that may write (`https://www.nordlys.sk`): pages of the
   * site served from an address the server does not see in the request.
   */
  siteOrigins?: readonly string[];
}

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The JSON API, to be mounted at `/api` (`app.route(apiBasePath, createApi(options))`). */
export function createApi(options: ApiOptions): Hono<{ Variables: RequestVariables }> {
  const logger = options.site ? options.logger.child({ site: options.site }) : options.logger;
  const clientIp = options.clientIp ?? createClientIp({ trustProxy: false });
  const limiter = createRateLimiter(options.rateLimit ?? { limit: 30, windowMs: 60_000 });
  const limitRate = rateLimit(limiter, clientIp);
  const limitBeats = rateLimit(
    createRateLimiter(options.beatRateLimit ?? { limit: 600, windowMs: 60_000 }),
    clientIp,
  );
  const limitCspReports = rateLimit(
    createRateLimiter(options.cspReportRateLimit ?? { limit: 60, windowMs: 60_000 }),
    clientIp,
  );
  const maxSize = options.bodyLimitBytes ?? 64 * 1024;

  const api = new Hono<{ Variables: RequestVariables }>();
  api.use(requestLogging(logger));
  api.use(apiSecurityHeaders());
  // Before the rate limits: writes another site makes a shopper's browser send must not use up
  // the shopper's budget.
  api.use(refuseCrossSiteWrites(createSiteOrigins(options.siteOrigins)));
  api.use((c, next) => {
    if (!mutatingMethods.has(c.req.method)) return next();
    if (c.req.path.endsWith(apiRoute(apiPaths.beats))) return limitBeats(c, next);
    if (c.req.path.endsWith(apiRoute(apiPaths.cspReports))) return limitCspReports(c, next);
    return limitRate(c, next);
  });
  api.use(
    bodySizeLimit({
      maxSize,
      onError: (c) => apiError(c, 413, 'payload_too_large', `The body is larger than ${maxSize} bytes`),
    }),
  );
  api.use(refuseUnstorableUrl());

  api.route(apiRoute(apiPaths.health), healthRoutes(options.db, options.version ?? packageVersion));
  const ipHashSalt = options.ipHashSalt ?? randomBytes(16).toString('hex');
  const siteOf = createSiteOfRequest(options.site);
  api.route(
    apiRoute(apiPaths.clientErrors),
    clientErrorRoutes({ database: options.db, clientIp, ipHashSalt }),
  );
  api.route(
    apiRoute(apiPaths.cspReports),
    cspReportRoutes({ database: options.db, site: options.site, clientIp, ipHashSalt }),
  );
  // Stored HTML is sanitised when served too: rows may be edited in the database after seeding.
  const servedHtml = createServedContentHtml();
  api.route(apiRoute(apiPaths.blogArticles), blogRoutes(options.db, siteOf, servedHtml));
  api.route(apiRoute(apiPaths.testimonials), testimonialRoutes(options.db, siteOf, servedHtml));
  api.route(apiRoute(apiPaths.conditions), conditionRoutes(options.db, siteOf, servedHtml));
  api.route(
    apiRoute(apiPaths.contact),
    contactRoutes({ database: options.db, siteOf, clientIp, ipHashSalt }),
  );
  api.route(apiRoute(apiPaths.cookieProviders), cookieProviderRoutes(options.db, siteOf));
  api.route(
    apiRoute(apiPaths.consents),
    consentProofRoutes({ database: options.db, siteOf, clientIp, ipHashSalt }),
  );
  api.route(
    apiRoute(apiPaths.beats),
    beatRoutes({
      database: options.db,
      site: options.site,
      clientIp,
      ipHashSalt,
      eventsQuery: options.eventsQuery === true,
    }),
  );
  api.route(apiRoute(apiPaths.device), deviceRoutes());
  api.route(
    apiRoute(apiPaths.trackingRedirect),
    trackingRedirectRoutes({
      site: options.site,
      recordVisit: options.recordTrackingVisit ?? createTrackingVisitRecorder(options.db),
      logger,
    }),
  );
  const now = options.now ?? (() => new Date());
  const sandbox = createSandboxGateway(options.db.db);
  const orderPayments = createOrderPayments(options.db.db, options.paymentGateway ?? sandbox);
  const offers = createOfferCatalog(options.db.db);
  api.route(apiRoute(apiPaths.orderFormConfig), orderFormConfigRoutes(offers, siteOf));
  api.route(
    apiRoute(apiPaths.orders),
    orderRoutes({
      database: options.db,
      siteOf,
      clientIp,
      ipHashSalt,
      idempotency: createIdempotencyStore(options.db.db),
      offers,
      payments: orderPayments,
      now,
    }),
  );
  api.route(apiRoute(apiPaths.customer), customerRoutes(options.db, siteOf));
  api.route(apiRoute(apiPaths.pickupPoints), pickupPointRoutes(options.db, siteOf));
  api.route(apiRoute(apiPaths.discountCheck), discountCodeRoutes(options.db, offers, siteOf, now));
  if (!options.paymentGateway) {
    api.route('/', sandboxPaymentRoutes({ sandbox, payments: orderPayments, site: options.site }));
  }
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
