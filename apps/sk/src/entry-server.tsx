import { createPageAssets, type RenderPageOptions, renderPage as renderSitePage } from '@shop/site/server';
import { site } from './site';

export { createPageAssets, site };

export function renderPage(request: Request, options: RenderPageOptions) {
  return renderSitePage(site, request, options);
}
