import { consentDefaultsInlineScript } from '@shop/consent';
import { fillOfferHeaderSlot, type OrderFormConfig } from '@shop/contracts';
import type { AbVariant } from '@shop/tracking';
import type { AnyRouter, Manifest } from '@tanstack/react-router';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { preloadCookieConsent } from './consent/CookieConsent';
import type { Site } from './createSite';
import {
  type ClassStylesheet,
  cssSelectorClasses,
  stylesheetsUsedBy,
  withStylesheets,
} from './head/usedStylesheets';
import { preloadConsentSettingsButton } from './info/ConsentSettingsButton';
import { preloadSiteChrome } from './layouts/SiteChrome';
import { resolveRouteRule } from './navigation/routeRules';
import { serverRedirectRules } from './navigation/serverRedirects';
import { offerFactsOf } from './order/core/offerFacts';
import { packImageOf } from './order/core/packImage';
import { OfferHeader } from './order/OfferHeader';
import type { RouteModules } from './routes/routeModules';
import { abVariantMetaTag } from './tracking/abVariant';

export { type SiteBuildPlan, siteBuildPlan } from './createSite';
export { siteRouteRules } from './navigation/serverRedirects';

/** A module script of the page: a built file, or inline code (the dev server's refresh preamble). */
export type PageScript = { src: string } | { content: string };

/** What every rendered document loads besides its own markup. */
export interface PageAssets {
  /** Identifies the client build; new-build detection compares it with `/_build/latest.json`. */
  buildId: string;
  /** Module scripts in execution order; the last one is the client entry. */
  scripts: PageScript[];
  /** Stylesheet URLs of the client entry and the chunks it imports. */
  stylesheets: string[];
  /** JavaScript chunks the entry imports statically, fetched in parallel with it. */
  modulePreloads: string[];
  /**
   * The stylesheets of lazily loaded chunks with the classes their selectors need: a rendered page
   * links those it has a selector's classes for, so what the server rendered paints styled (see `usedStylesheets`).
   */
  classStylesheets?: ClassStylesheet[];
  /**
   * Per route id, the chunks of its page and texts (with what they import beyond the entry), which
   * a page rendered on that route preloads alongside the entry: hydration needs them.
   */
  routePreloads?: Record<string, string[]>;
}

export interface RenderPageOptions {
  assets: PageAssets;
  /** Per-response CSP nonce for the inline scripts the router emits (server rendering only). */
  nonce?: string;
  /**
   * Answers the route loaders' API calls, which name paths on the site's origin (`/api/...`);
   * the site's server passes one that reaches its API in process.
   */
  fetch?: typeof globalThis.fetch;
  /** The A/B variant to render; the document then declares it for hydration (SPEC §4). */
  abVariant?: AbVariant;
}

export interface RenderedPage {
  status: number;
  /** The complete document, or an empty string for redirects. */
  html: string;
  headers: Record<string, string>;
}

/** One entry of Vite's `build.manifest` output (`.vite/manifest.json`). */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

export interface CreatePageAssetsOptions {
  /** Key of the client entry in the manifest, e.g. `src/entry-client.tsx`. */
  entry: string;
  buildId: string;
  /** Public base path the client build was made for. */
  base?: string;
  /** Reads a built CSS file (a manifest `css` path); without it no lazy stylesheet is linked. */
  readCss?: (file: string) => string;
  /** The routes' code-split modules (`site.routeModules()`), turned into `routePreloads`. */
  routeModules?: Record<string, RouteModules>;
}

/** The manifest key of a module under a package's `src/`, whatever the app's path to it. */
function manifestKeyOf(manifest: ViteManifest, suffix: string): string | undefined {
  return Object.keys(manifest).find((key) => key === suffix || key.endsWith(`/${suffix}`));
}

/**
 * The files a route's modules load, in order, without those every page loads already: each
 * module's chunk and the chunks it imports statically. A page module missing from the manifest is
 * a build error: the route names a module its component does not import.
 */
function routePreloadsOf(
  manifest: ViteManifest,
  routeModules: Record<string, RouteModules>,
  base: string,
  loadedByAll: ReadonlySet<string>,
  entryKey: string,
): Record<string, string[]> {
  const preloads: Record<string, string[]> = {};
  for (const [routeId, { page, texts = [] }] of Object.entries(routeModules)) {
    const keys: string[] = [];
    if (page) {
      const key = manifestKeyOf(manifest, `packages/site/src/${page}`);
      if (!key)
        throw new Error(`Route ${routeId} names page module ${page}, which the client build does not have`);
      keys.push(key);
    }
    for (const namespace of texts) {
      const key = Object.keys(manifest).find((candidate) =>
        new RegExp(`packages/i18n/src/catalogs/[a-z]+/${namespace}\\.ts$`).test(candidate),
      );
      if (key) keys.push(key);
    }
    const files: string[] = [];
    const visited = new Set<string>([entryKey]);
    const visit = (key: string) => {
      if (visited.has(key)) return;
      visited.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      const file = base + chunk.file;
      if (!loadedByAll.has(file)) files.push(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    if (files.length > 0) preloads[routeId] = files;
  }
  return preloads;
}

/**
 * Reads the hashed files a page needs from Vite's client build manifest: the entry script,
 * every chunk it imports statically (as module preloads) and all their CSS.
 */
export function createPageAssets(manifest: ViteManifest, options: CreatePageAssetsOptions): PageAssets {
  const base = options.base ?? '/';
  const entry = manifest[options.entry];
  if (!entry) throw new Error(`The client manifest has no entry "${options.entry}"`);
  const stylesheets = new Set<string>();
  const modulePreloads = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string, chunk: ViteManifestChunk) => {
    if (visited.has(key)) return;
    visited.add(key);
    for (const css of chunk.css ?? []) stylesheets.add(base + css);
    for (const imported of chunk.imports ?? []) {
      const importedChunk = manifest[imported];
      if (!importedChunk) continue;
      modulePreloads.add(base + importedChunk.file);
      visit(imported, importedChunk);
    }
  };
  visit(options.entry, entry);
  const { readCss } = options;
  const lazyCss = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const classStylesheets = readCss
    ? [...lazyCss]
        .filter((css) => !stylesheets.has(base + css))
        .map((css) => ({ href: base + css, selectors: cssSelectorClasses(readCss(css)) }))
    : [];
  const loadedByAll = new Set([base + entry.file, ...modulePreloads]);
  const routePreloads = options.routeModules
    ? routePreloadsOf(manifest, options.routeModules, base, loadedByAll, options.entry)
    : {};
  return {
    buildId: options.buildId,
    scripts: [{ src: base + entry.file }],
    stylesheets: [...stylesheets],
    modulePreloads: [...modulePreloads],
    ...(classStylesheets.length > 0 ? { classStylesheets } : {}),
    ...(Object.keys(routePreloads).length > 0 ? { routePreloads } : {}),
  };
}

/**
 * The router manifest carries the assets to `<HeadContent/>` (stylesheets, preloads) and
 * `<Scripts/>` (module scripts) on the root route, and each route's page preloads on its own
 * route; the router renders those of the matched routes and dehydrates them with the page, so
 * the client renders the same tags and hydration matches.
 */
function toRouterManifest(assets: PageAssets): Manifest {
  const routePreloads = Object.fromEntries(
    Object.entries(assets.routePreloads ?? {}).map(([routeId, preloads]) => [routeId, { preloads }]),
  );
  return {
    routes: {
      ...routePreloads,
      __root__: {
        preloads: assets.modulePreloads,
        css: assets.stylesheets,
        scripts: assets.scripts.map((script) =>
          'src' in script
            ? { attrs: { type: 'module', src: script.src } }
            : { attrs: { type: 'module' }, children: script.content },
        ),
      },
    },
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Google Consent Mode's defaults (SPEC §4: ad and analytics consent denied, 500 ms wait for an
 * update) as the document's first script, so they are in `dataLayer` before any tag can read it and
 * before any update the consent store pushes, whether or not the consent code ever loads.
 */
function consentDefaultsScript(nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  return `<script${nonceAttribute}>${consentDefaultsInlineScript()}</script>`;
}

/**
 * React 19 skips unknown tags in `<head>` while hydrating, so the build id and the consent defaults
 * can be added to the finished document without the shell's head knowing about them.
 */
function withHeadStart(
  html: string,
  buildId: string,
  nonce: string | undefined,
  abVariant?: AbVariant,
): string {
  const meta = `<meta name="build-id" content="${escapeAttribute(buildId)}"/>${abVariant ? abVariantMetaTag(abVariant) : ''}`;
  const headStart = /<head[^>]*>/i.exec(html);
  if (!headStart) return html;
  const at = headStart.index + headStart[0].length;
  return html.slice(0, at) + meta + consentDefaultsScript(nonce) + html.slice(at);
}

function headersToRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, key) => {
    record[key] = value;
  });
  return record;
}

/**
 * Renders one request of a site to a complete HTML document with TanStack Router's
 * non-streaming SSR: 404 when the router ends in not-found, redirects as status + Location.
 * The server's own redirects (`serverRedirectRules`) are answered before the router runs.
 */
export async function renderPage(
  site: Site,
  request: Request,
  options: RenderPageOptions,
): Promise<RenderedPage> {
  const serverRedirect = resolveRouteRule(new URL(request.url).pathname, serverRedirectRules(site.website));
  if (serverRedirect) {
    const location = serverRedirect.kind === 'internal' ? serverRedirect.to : serverRedirect.href;
    return { status: serverRedirect.statusCode, html: '', headers: { location } };
  }
  const { assets, nonce, fetch, abVariant } = options;
  // Parts that hydrate later are still rendered here in full, so their code must be loaded.
  await Promise.all([
    preloadSiteChrome(site.lazyMessages),
    preloadCookieConsent(),
    preloadConsentSettingsButton(),
  ]);
  const manifest = toRouterManifest(assets);
  let rendered: AnyRouter | undefined;
  const createRouter = (): AnyRouter => {
    const router = site.createRouter({ ...(fetch ? { fetch } : {}), ...(abVariant ? { abVariant } : {}) });
    if (nonce) router.update({ ...router.options, ssr: { nonce } });
    rendered = router;
    return router;
  };
  const handler = createRequestHandler({ request, createRouter, getRouterManifest: () => manifest });
  const response = await handler(defaultRenderHandler);
  const headers = headersToRecord(response.headers);
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    return { status: response.status, html: '', headers };
  }
  const html = await withOfferHeader(site, await response.text(), rendered);
  const styled = withStylesheets(html, stylesheetsUsedBy(html, assets.classStylesheets ?? []));
  return {
    status: response.status,
    html: withHeadStart(styled, assets.buildId, nonce, abVariant),
    headers,
  };
}

/** The order form configuration a page's loader loaded (an order page's `OrderPageData`), if any. */
function loadedOrderConfig(router: AnyRouter | undefined): OrderFormConfig | null {
  for (const match of router?.state.matches ?? []) {
    const data: unknown = match.loaderData;
    if (typeof data === 'object' && data !== null && 'config' in data) {
      const { config } = data as { config: OrderFormConfig | null };
      if (config?.offer) return config;
    }
  }
  return null;
}

/** A rendered order page with its offer header in the slot, from the configuration its loader had. */
async function withOfferHeader(site: Site, html: string, router: AnyRouter | undefined): Promise<string> {
  const config = loadedOrderConfig(router);
  return config ? fillOfferHeaderSlot(html, await renderOfferHeader(site, config)) : html;
}

/**
 * The offer header of a prerendered page for the offer's current configuration, as HTML for the
 * slot's markers (`OFFER_HEADER_START` … `OFFER_HEADER_END`): the server puts it there per
 * response, so prices paint with the document. Its ids have a prefix of their own, so they never
 * meet the page's.
 */
export async function renderOfferHeader(site: Site, config: OrderFormConfig): Promise<string> {
  const offers = await site.lazyMessages?.load('offers');
  if (!offers) throw new Error('The site has no lazy messages to render an offer header with');
  return renderToString(
    <OfferHeader
      facts={offerFactsOf(config)}
      text={offers.header}
      locale={site.locale}
      image={packImageOf(config.offer.items)}
    />,
    { identifierPrefix: 'offer-' },
  );
}
