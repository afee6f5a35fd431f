import { type Site, siteSchema } from '@shop/contracts';
import type { MiddlewareHandler } from 'hono';
import { validationError } from './errorResponses';

/** What the site middleware gives the handlers after it: `c.var.site`. */
export type SiteEnv = { Variables: { site: Site } };

/** Checks the request's site once, before its route's handler runs. */
export type SiteOfRequest = MiddlewareHandler<SiteEnv>;

/**
 * The site whose content a request is about: the origin's own site when the API serves one site,
 * otherwise the `site` query parameter, which is then required. A request without a valid site
 * is answered 400 with the field error on `site`; the route's handler then never runs.
 */
export function createSiteOfRequest(fixedSite: Site | undefined): SiteOfRequest {
  return async (c, next) => {
    if (fixedSite) {
      c.set('site', fixedSite);
      return next();
    }
    const value = c.req.query('site');
    const parsed = siteSchema.safeParse(value);
    if (!parsed.success) {
      const code = value === undefined || value === '' ? 'required' : 'invalid-option';
      return validationError(c, [{ code: 'custom', path: ['site'], message: code }]);
    }
    c.set('site', parsed.data);
    return next();
  };
}
