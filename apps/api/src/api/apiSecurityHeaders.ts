import type { MiddlewareHandler } from 'hono';

/**
 * What an API response may do if a browser renders it (a JSON body opened as a page, a response
 * framed by another site): nothing. A response that is a page sets its own policy.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const headers: Record<string, string> = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Only the site's own pages read API answers; no other page may load one as an image or script.
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Adds the API's security headers to every answer, errors included, keeping any a route set. */
export function apiSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
