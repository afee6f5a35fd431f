import { randomBytes } from 'node:crypto';
import { apiPaths } from '@shop/contracts/vocabulary';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { version as packageVersion } from '../../package.json';
import { createServedContentHtml } from '../content/servedContentHtml';
import type { Database } from '../db/createDatabase';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';
import type { Logger } from '../logger';
import { createOfferCatalog } from '../orders/offerCatalog';
import { offeredPaymentMethods } from '../payments/offeredPaymentMethods';
import { createOrderPayments } from '../payments/orderPayments';
import { noCardGateway, type PaymentGateway } from '../payments/paymentGateway';
import { createSandboxGateway } from '../payments/sandboxGateway';
import { type RequestVariables, requestLogging } from '../requestLogging';
import { localOrigins } from '../serverEnv';
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
import { defaultRateBudgets, type RateBudgets, rateLimitWrites } from './rateBudgets';
import { requestDeadline } from './requestDeadline';
import { createSiteOrigins, refuseCrossSiteWrites } from './sameOrigin';
import { sandboxPaymentRoutes } from './sandboxPayments';
import { createSiteOfRequest } from './siteOfRequest';
import { refuseUnstorableUrl } from './storableUrl';
import { testimonialRoutes } from './testimonials';
import { trackingRedirectRoutes } from './trackingRedirect';
import { unavailableAnswer } from './unavailable';

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
  /**
   * Per-address budgets of writes by kind (orders, contact, consents and device calls, code
   * checks, beats, CSP reports, the rest); `defaultRateBudgets` for those not given.
   */
  rateLimits?: Partial<RateBudgets>;
  clientIp?: ClientIp;
  ipHashSalt?: string;
  version?: string;
  /**
   * Who takes card payments: a gateway, the sandbox gateway (and its pages, the default of tests
   * and local runs), or `'none'`: card payment is then not offered and card orders are refused.
   */
  paymentGateway?: PaymentGateway | 'sandbox' | 'none';
  /** The clock of the order rules (age, discount validity); tests pin it. */
  now?: () => Date;
  /** Stores the tracking ids the redirect hands out; in `tracking_visits` of `db` by default. */
  recordTrackingVisit?: RecordTrackingVisit;
  /** Serves the read-only events query `GET /api/beats?sessionId=` (tests, local inspection). */
  eventsQuery?: boolean;
  /**
   * The site's public origins (`https://www.nordlys.sk`): writes must come from one, and the
   * tracking redirect leads only to one. The site's local ports by default (both sites' without
   * `site`).
   */
  siteOrigins?: readonly string[];
  /**
   * The longest a request waits for its answer before it is answered 503 `unavailable`
   * (`apiRequestDeadlineMs` by default): no shopper waits on a database that does not answer.
   */
  requestDeadlineMs?: number;
}

/** No API request waits longer than this for its answer (under the 5 s a shopper is promised). */
export const apiRequestDeadlineMs = 4500;

/** The sites' origins on their default local ports (`pnpm start`): 3000 for sk, 3001 for cz. */
function defaultSiteOrigins(site: 'sk' | 'cz' | undefined): string[] {
  return [...(site !== 'cz' ? localOrigins(3000) : []), ...(site !== 'sk' ? localOrigins(3001) : [])];
}

/** The JSON API, to be mounted at `/api` (`app.route(apiBasePath, createApi(options))`). */
export function createApi(options: ApiOptions): Hono<{ Variables: RequestVariables }> {
  const logger = options.site ? options.logger.child({ site: options.site }) : options.logger;
  const clientIp = options.clientIp ?? createClientIp({ trustProxy: false });
  const maxSize = options.bodyLimitBytes ?? 64 * 1024;

  const api = new Hono<{ Variables: RequestVariables }>();
  api.use(requestLogging(logger));
  api.use(apiSecurityHeaders());
  api.use(
    requestDeadline({ ms: options.requestDeadlineMs ?? apiRequestDeadlineMs, late: unavailableAnswer }),
  );
  // Before the rate limits: writes another site makes a shopper's browser send must not use up
  // the shopper's budget.
  const siteOrigins = createSiteOrigins(options.siteOrigins ?? defaultSiteOrigins(options.site));
  api.use(refuseCrossSiteWrites(siteOrigins));
  api.use(rateLimitWrites({ ...defaultRateBudgets, ...options.rateLimits }, clientIp));
  api.use(
    bodySizeLimit({
      maxSize,
      onError: (c) => apiError(c, 413, 'payload_too_large', `The body is larger than ${maxSize} bytes`),
    }),
  );
  api.use(refuseUnstorableUrl());

  api.route('/', healthRoutes(options.db, options.version ?? packageVersion));
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
      siteOrigins,
      logger,
    }),
  );
  const now = options.now ?? (() => new Date());
  const gateway = options.paymentGateway ?? 'sandbox';
  const sandbox = gateway === 'sandbox' ? createSandboxGateway(options.db.db) : undefined;
  const orderPayments = createOrderPayments(
    options.db.db,
    sandbox ?? (typeof gateway === 'string' ? noCardGateway : gateway),
  );
  const payable = offeredPaymentMethods(gateway !== 'none');
  const offers = createOfferCatalog(options.db.db);
  api.route(apiRoute(apiPaths.orderFormConfig), orderFormConfigRoutes(offers, siteOf, payable));
  api.route(
    apiRoute(apiPaths.orders),
    orderRoutes({
      database: options.db,
      siteOf,
      clientIp,
      ipHashSalt,
      offers,
      payments: orderPayments,
      payable,
      now,
    }),
  );
  api.route(apiRoute(apiPaths.customer), customerRoutes(options.db, siteOf));
  api.route(apiRoute(apiPaths.pickupPoints), pickupPointRoutes(options.db, siteOf));
  api.route(apiRoute(apiPaths.discountCheck), discountCodeRoutes(options.db, offers, siteOf, now));
  if (sandbox) {
    api.route('/', sandboxPaymentRoutes({ sandbox, payments: orderPayments, site: options.site }));
  }
  api.all('*', (c) => apiError(c, 404, 'not_found', `No API endpoint ${c.req.method} ${c.req.path}`));

  api.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    if (isDatabaseUnavailable(error)) {
      logger.warn('database unavailable', {
        error,
        method: c.req.method,
        path: c.req.path,
        requestId: c.get('requestId'),
      });
      return unavailableAnswer(c);
    }
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
