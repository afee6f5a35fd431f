import { type Site, siteSchema } from '@shop/contracts';
import type { Context } from 'hono';
import { validationError } from './errorResponses';

export type SiteOfRequest = (c: Context) => { ok: true; site: Site } | { ok: false; response: Response };

/**
 * The site whose content a request is about: the origin's own site when the API serves one site,
 * otherwise the `site` query parameter, which is then required.
 */
export function createSiteOfRequest(fixedSite: Site | undefined): SiteOfRequest {
  return (c) => {
    if (fixedSite) return { ok: true, site: fixedSite };
    const value = c.req.query('site');
    const parsed = siteSchema.safeParse(value);
    if (parsed.success) return { ok: true, site: parsed.data };
    const code = value === undefined || value === '' ? 'required' : 'invalid-option';
    return { ok: false, response: validationError(c, [{ code: 'custom', path: ['site'], message: code }]) };
  };
}
