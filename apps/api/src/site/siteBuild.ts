import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Website, websiteSchema } from '@shop/config';
import { AB_VARIANTS, type AbVariant } from '@shop/tracking/server';
import { z } from 'zod';
import type { RenderOfferHeader } from './embedOrderConfig';
import type { RouteRules } from './routeRules';

/** The website config's A/B settings, as the site build records them. */
export interface AbTestSettings {
  testId: number;
  running: boolean;
  variantAmount: number;
}

const prerenderedSchema = z.object({
  noncePlaceholder: z.string().min(16),
  pages: z.record(z.string(), z.string().min(1)),
  notFound: z.string().min(1),
  /** Experiment pages rendered once per A/B variant: path -> variant letter -> file. */
  variants: z.record(z.string(), z.partialRecord(z.enum(AB_VARIANTS), z.string().min(1))).default({}),
  abTest: z
    .object({ testId: z.number().int().positive(), running: z.boolean(), variantAmount: z.number().int() })
    .optional(),
  /** The website config's external tracking host; absent, this server hands out tracking ids. */
  trackingHost: z.url({ protocol: /^https?$/ }).optional(),
  /** Prerendered pages with an order form: path -> the offer whose configuration goes in the page. */
  orderConfigs: z.record(z.string(), z.string().min(1)).default({}),
});

const routeRulesSchema = z.record(
  z.string(),
  z.object({
    redirect: z
      .object({
        to: z.string().min(1),
        statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
      })
      .optional(),
  }),
);

/** The part of `dist/website.json` (the validated config) the server reads. */
const websiteFileSchema = z.object({ tracking: websiteSchema.shape.tracking });

/** A rendered document as the site's server bundle returns it. */
export interface RenderedPage {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/** What `dist/server/entry-server.js` of a site app exports. */
export interface SiteServerEntry {
  renderPage(
    request: Request,
    options: { assets: unknown; nonce?: string; fetch?: typeof fetch },
  ): Promise<RenderedPage>;
  /** The offer header of a prerendered page's slot; builds from before it have none. */
  renderOfferHeader?: RenderOfferHeader;
}

/** A prerendered document: call it with this response's CSP nonce to get the HTML to send. */
export type PrerenderedDocument = (nonce: string) => string;

export interface SiteBuild {
  clientDir: string;
  /** Scripts, stylesheets and build id, passed through to `renderPage`. */
  pageAssets: unknown;
  routeRules: RouteRules;
  pages: Map<string, PrerenderedDocument>;
  /** Per-variant documents of the experiment pages, present while a test runs. */
  variantPages: Map<string, Map<AbVariant, PrerenderedDocument>>;
  abTest: AbTestSettings | undefined;
  trackingHost: string | undefined;
  /** The config's tool ids, for the third-party hosts of the CSP; undefined for a build without them. */
  tracking: Website['tracking'] | undefined;
  /** Prerendered paths whose order form's configuration the server embeds: path -> offer slug. */
  orderConfigs: ReadonlyMap<string, string>;
  notFound: PrerenderedDocument;
  loadServer(): Promise<SiteServerEntry>;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function readDocument(file: string, noncePlaceholder: string): PrerenderedDocument {
  const html = readFileSync(file, 'utf8');
  if (!html.includes(noncePlaceholder)) throw new Error(`${file} has no nonce placeholder`);
  return (nonce) => html.replaceAll(noncePlaceholder, nonce);
}

/**
 * Reads what `tooling/scripts/build-site.mjs` wrote for one app. Prerendered pages are small
 * and few, so they are kept in memory; each response fills in its own nonce, which is why they
 * are compressed per response rather than ahead of time. The server bundle is imported on the
 * first request that needs rendering.
 */
export function readSiteBuild(distDir: string): SiteBuild {
  const clientDir = join(distDir, 'client');
  const prerenderedFile = join(distDir, 'prerendered.json');
  if (!existsSync(prerenderedFile)) {
    throw new Error(`No site build in ${distDir}: build the app first (pnpm build)`);
  }
  const prerendered = prerenderedSchema.parse(readJson(prerenderedFile));
  const { noncePlaceholder } = prerendered;
  const pages = new Map<string, PrerenderedDocument>();
  for (const [path, file] of Object.entries(prerendered.pages)) {
    pages.set(path, readDocument(join(clientDir, file), noncePlaceholder));
  }
  const variantPages = new Map<string, Map<AbVariant, PrerenderedDocument>>();
  for (const [path, files] of Object.entries(prerendered.variants)) {
    const documents = new Map<AbVariant, PrerenderedDocument>();
    for (const [variant, file] of Object.entries(files) as Array<[AbVariant, string]>) {
      documents.set(variant, readDocument(join(clientDir, file), noncePlaceholder));
    }
    variantPages.set(path, documents);
  }
  const websiteFile = join(distDir, 'website.json');
  const website = existsSync(websiteFile) ? websiteFileSchema.parse(readJson(websiteFile)) : undefined;
  const serverEntry = pathToFileURL(join(distDir, 'server/entry-server.js')).href;
  let server: Promise<SiteServerEntry> | undefined;
  return {
    clientDir,
    pageAssets: readJson(join(distDir, 'page-assets.json')),
    routeRules: routeRulesSchema.parse(readJson(join(distDir, 'route-rules.json'))),
    pages,
    variantPages,
    abTest: prerendered.abTest,
    trackingHost: prerendered.trackingHost,
    tracking: website?.tracking,
    orderConfigs: new Map(Object.entries(prerendered.orderConfigs)),
    notFound: readDocument(join(clientDir, prerendered.notFound), noncePlaceholder),
    loadServer: () => {
      server ??= import(serverEntry) as Promise<SiteServerEntry>;
      return server;
    },
  };
}
