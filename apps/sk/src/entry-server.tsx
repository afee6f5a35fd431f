import {
  createPageAssets,
  type RenderPageOptions,
  renderOfferHeader as renderSiteOfferHeader,
  renderPage as renderSitePage,
  siteBuildPlan,
  siteRouteRules,
} from '@shop/site/server';
import { site } from './site';

export { createPageAssets, site };

/** What the build prerenders and how: static paths, A/B variants, offers, route modules. */
export const buildPlan = siteBuildPlan(site);

/** The build writes these into `dist/route-rules.json`, which the server answers before rendering. */
export const routeRules = siteRouteRules(site.website);

export function renderPage(request: Request, options: RenderPageOptions) {
  return renderSitePage(site, request, options);
}

/** The offer header for a prerendered page's slot, with the offer's current configuration. */
export function renderOfferHeader(config: Parameters<typeof renderSiteOfferHeader>[1]) {
  return renderSiteOfferHeader(site, config);
}
