// What an app needs: `createSite` builds a country's site from its config, catalog and lazy
// namespaces. Rendering lives in `@shop/site/server`, hydration in `@shop/site/client`.
export { type CreateSiteOptions, createSite, type Site, type SiteRouterRuntime } from './createSite';
