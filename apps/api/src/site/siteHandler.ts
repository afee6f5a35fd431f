import { randomBytes } from 'node:crypto';
import { serveStatic } from '@hono/node-server/serve-static';
import { trackingIdServerTiming } from '@shop/contracts';
import {
  AB_TEST_COOKIE_MAX_AGE_S,
  AB_TEST_QUERY_PARAM,
  abTestCookieName,
  otherTestCookies,
  pickAbVariant,
} from '@shop/tracking/server';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode, RedirectStatusCode } from 'hono/utils/http-status';
import { isSecureRequest } from '../api/secureRequest';
import type { Logger } from '../logger';
import { createDocumentTrackingId, setsTrackingCookie } from '../tracking/documentTrackingId';
import type { RecordTrackingVisit } from '../tracking/trackingVisits';
import { type ApiFetch, connectionOrigin, createRenderFetch } from './apiFetch';
import { cacheControlForFile, HTML_CACHE_CONTROL } from './cachePolicy';
import { embedOrderConfig } from './embedOrderConfig';
import { checkRequestPath, conditionsRedirect } from './requestPath';
import { findRouteRedirect } from './routeRules';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';
import { type PrerenderedDocument, readSiteBuild, type SiteBuild } from './siteBuild';
import { siteContentSources } from './siteContentSources';

/** The part of the API's logger the site handler writes to. */
export type SiteLogger = Pick<Logger, 'error'>;

export interface SiteHandlerOptions {
  /** Which country site this origin serves; named in logs and in recorded tracking visits. */
  site: 'sk' | 'cz';
  /** The app's `dist/` directory written by `tooling/scripts/build-site.mjs`. */
  distDir: string;
  logger: SiteLogger;
  /**
   * Answers the API calls of pages rendered per request (blog, articles) in process. Without it
   * they reach this same server through the address the page request arrived on.
   */
  apiFetch?: ApiFetch;
  /**
   * Stores the tracking ids handed out with documents. With it, the handler settles each
   * document's tracking id before sending HTML (SPEC §4: the id with the first HTML, or a server
   * redirect to the config's external tracking host); without it, it leaves that to the browser,
   * as a plain file host would.
   */
  recordTrackingVisit?: RecordTrackingVisit;
}

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** Only names with an extension are files; documents go through prerendered pages or rendering. */
function mayBeStaticFile(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (!name.includes('.') || name.endsWith('.html')) return false;
  return !path.split('/').some((segment) => segment.startsWith('.'));
}

function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** A document's Content-Security-Policy, made with that response's nonce. */
type DocumentPolicy = (nonce: string) => string;

function sendHtml(
  c: Context,
  html: string,
  status: ContentfulStatusCode,
  policy: string,
  personal = false,
): Response {
  c.header('Content-Type', HTML_CONTENT_TYPE);
  // A response that hands out a tracking id must not be kept by a shared cache for others.
  c.header('Cache-Control', personal ? `private, ${HTML_CACHE_CONTROL}` : HTML_CACHE_CONTROL);
  c.header('Content-Security-Policy', policy);
  return c.body(html, status);
}

/**
 * While an A/B test runs, an experiment page is answered with the document prerendered for the
 * visitor's variant (SPEC §4: query, cookie, else a random pick), and the pick is kept in the
 * `abTest_{id}` cookie for a year while the cookies of other tests are deleted. The first HTML
 * therefore already shows the variant, and the browser's tracker reads the same cookie.
 */
function experimentDocument(
  c: Context,
  build: SiteBuild,
  path: string,
  url: URL,
): PrerenderedDocument | undefined {
  const documents = build.variantPages.get(path);
  const abTest = build.abTest;
  if (!documents || !abTest?.running) return undefined;
  const name = abTestCookieName(abTest.testId);
  // A variant given twice in the query says nothing: it is read only when given once.
  const queried = url.searchParams.getAll(AB_TEST_QUERY_PARAM);
  const signals = { query: queried.length === 1 ? queried[0] : undefined, cookie: getCookie(c, name) };
  const { variant } = pickAbVariant(abTest, signals, Math.random);
  const document = documents.get(variant);
  if (!document) return undefined;
  const secure = isSecureRequest(c);
  for (const other of otherTestCookies(Object.keys(getCookie(c)), abTest.testId)) {
    deleteCookie(c, other, { path: '/', secure });
  }
  setCookie(c, name, variant, { path: '/', maxAge: AB_TEST_COOKIE_MAX_AGE_S, sameSite: 'Lax', secure });
  // The same address answers differently per visitor: no shared cache may keep one answer.
  c.header('Vary', 'Cookie');
  return document;
}

/**
 * Serves one country site on its origin, after `/api/*` and `/_ipx/*`: security headers,
 * the /podminky redirect, route-rule redirects, build files, prerendered pages, and server
 * rendering for everything else (unknown paths answer 404 with the not-found view).
 */
export function createSiteHandler(options: SiteHandlerOptions): Hono {
  const { site, logger } = options;
  const build = readSiteBuild(options.distDir);
  // The tools the config enables reach their hosts once consent lets them run.
  const sources = build.tracking ? siteContentSources(build.tracking) : {};
  const documentPolicy: DocumentPolicy = (nonce) => contentSecurityPolicy({ nonce, sources });
  const staticFiles = serveStatic({ root: build.clientDir, precompressed: true });
  const documentTrackingId = options.recordTrackingVisit
    ? createDocumentTrackingId({
        site,
        trackingHost: build.trackingHost,
        recordVisit: options.recordTrackingVisit,
        logger,
      })
    : undefined;
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders())) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
  app.use('*', compress());

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      return c.text('Method Not Allowed', 405);
    }
    const url = new URL(c.req.url);
    const checked = checkRequestPath(url.pathname);
    if (!checked.ok && checked.status === 400) return c.text('Bad Request', 400);
    if (checked.ok) {
      const conditions = conditionsRedirect(url.pathname, url.search);
      if (conditions) return c.redirect(conditions, 301);

      const rule = findRouteRedirect(build.routeRules, checked.path);
      if (rule) return c.redirect(rule.location, rule.status);

      if (mayBeStaticFile(checked.path)) {
        const file = await staticFiles(c, async () => {});
        if (file instanceof Response) {
          file.headers.set('Cache-Control', cacheControlForFile(checked.path));
          return file;
        }
      }
    }

    // Every document from here on: its tracking id is settled before any HTML is sent.
    const trackingId = documentTrackingId?.(c, url);
    if (trackingId?.kind === 'redirect') {
      c.header('Cache-Control', 'no-store');
      return c.redirect(trackingId.location, 302);
    }
    if (trackingId) {
      c.header('Server-Timing', `${trackingIdServerTiming};desc="${trackingId.how}"`);
      // The answer now depends on the visitor's cookies; one that sets an id is theirs alone.
      c.header('Vary', 'Cookie');
    }
    const personal = trackingId ? setsTrackingCookie(trackingId) : false;
    const nonce = createNonce();
    if (!checked.ok) return sendHtml(c, build.notFound(nonce), 404, documentPolicy(nonce), personal);
    const { path } = checked;
    const prerendered = experimentDocument(c, build, path, url) ?? build.pages.get(path);
    if (prerendered) {
      const offer = build.orderConfigs.get(path);
      const html =
        offer && options.apiFetch
          ? await embedOrderConfig(prerendered(nonce), {
              offer,
              apiFetch: options.apiFetch,
              nonce,
              renderOfferHeader: async () => (await build.loadServer()).renderOfferHeader,
            })
          : prerendered(nonce);
      return sendHtml(c, html, 200, documentPolicy(nonce), personal);
    }

    try {
      const server = await build.loadServer();
      const fetch = createRenderFetch(options.apiFetch, connectionOrigin(c));
      const page = await server.renderPage(c.req.raw, {
        assets: build.pageAssets,
        nonce,
        ...(fetch ? { fetch } : {}),
      });
      const location = page.headers.location;
      if (page.status >= 300 && page.status < 400 && location) {
        return c.redirect(location, page.status as RedirectStatusCode);
      }
      return sendHtml(c, page.html, page.status as ContentfulStatusCode, documentPolicy(nonce), personal);
    } catch (error) {
      logger.error('site render failed', { site, path, error });
      return c.text('Internal Server Error', 500);
    }
  });

  return app;
}
