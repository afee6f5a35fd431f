// Shared Vite/Vitest settings for the workspace.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = join(dirname(fileURLToPath(import.meta.url)), '../../packages');

const sourcePattern = /^@shop\/(config|i18n|ui|contracts|consent|tracking|order-form|site)(?:\/([\w./-]+))?$/;

/**
 * Vite plugin resolving `@shop/<pkg>` to `packages/<pkg>/src/index.ts` and `@shop/<pkg>/<entry>`
 * to `packages/<pkg>/src/<entry>.ts(x)` (a kebab-case entry to a file of its own name, else to
 * its camelCase file: `bank-transfer` to `bankTransfer.ts`), so apps, Storybook and tests compile
 * package sources directly (one transform pipeline, hot reload) while published consumers get
 * `dist/`. An entry it cannot map falls through to `dist/`, which the build's chunk groups (they
 * match source paths) do not know.
 */
export function shopSources() {
  return {
    name: 'shop-sources',
    enforce: 'pre',
    resolveId(source) {
      const match = sourcePattern.exec(source);
      if (!match) return null;
      const [, pkg, entry = 'index'] = match;
      if (entry.endsWith('.css')) return join(packagesDir, pkg, 'src', entry);
      // The entry's own name first (`tanstack-router.ts`), then its camelCase file (`bankTransfer.ts`).
      const names = [entry, entry.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())];
      for (const name of names) {
        for (const ext of ['.ts', '.tsx']) {
          const file = join(packagesDir, pkg, 'src', name + ext);
          if (existsSync(file)) return file;
        }
      }
      return null;
    },
  };
}

/**
 * Vite plugin pointing `use-sync-external-store/shim/*` (TanStack's store imports the shim) at the
 * package's non-shim builds. The shim carries a fallback implementation for React before 18;
 * with React 19 it only forwards to React's own `useSyncExternalStore`, so every page's first
 * script would carry the fallback for nothing.
 */
export function reactExternalStore() {
  const shim = /^use-sync-external-store\/shim(\/with-selector)?(\.js)?$/;
  return {
    name: 'shop-react-external-store',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const match = shim.exec(source);
      if (!match) return null;
      const target = match[1] ? 'use-sync-external-store/with-selector' : 'react';
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Vitest browser-mode settings: Debian's Chromium driven by Playwright, headless. */
export async function browserTestSettings() {
  const { playwright } = await import('@vitest/browser-playwright');
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' }],
  };
}

/** Console output plus a JSON report that `pnpm test:all` sums up. */
export function vitestReporters(name) {
  return ['default', ['json', { outputFile: `reports/vitest-${name}.json` }]];
}

/**
 * Swaps an app's `website.config.ts` for its already validated JSON in the client bundle, so
 * the browser does not download zod just to re-check a config the build has checked. The
 * build sets `SHOP_WEBSITE_JSON` to the file written from the validated config; without it
 * (dev server, tests) the config module is used as written.
 */
export function prevalidatedWebsite() {
  const virtualId = '\0shop-validated-website';
  return {
    name: 'shop-prevalidated-website',
    enforce: 'pre',
    resolveId(source) {
      if (!process.env.SHOP_WEBSITE_JSON) return null;
      return /(^|\/)website\.config(\.ts)?$/.test(source) ? virtualId : null;
    },
    load(id) {
      if (id !== virtualId) return null;
      const json = readFileSync(process.env.SHOP_WEBSITE_JSON, 'utf8');
      return `export const website = ${json};`;
    },
  };
}

/**
 * Lazy chunks that fetch their own imports instead of preloading them (see `modulePreload` below).
 * `src` is @shop/contracts' entry: the API client, loaded with a page's first API call.
 */
const LOADS_OWN_IMPORTS =
  /(^|\/)(SiteChromeBottom|SiteConsentBar|OrderFormSection|orderLoaders|lazySteps|ShippingPaymentStep|SummaryStep|PickupPointField|dialog|FooterPanelDialog|TrackingRuntime|providerValidation|contactEndpoint|OfferHeaderSlot|src)-[\w-]+\.js$/;

/**
 * The tracking runtime and what it imports, which every page fetches after hydration: the tracker,
 * the device identity, the consent record it reads, the API's paths. Split by how later chunks
 * (consent bar, loaders, order form) share them they came as a dozen files of 0.1-7 kB; as one
 * file a first visit fetches 2 kB less, and the chunks that share them load after it anyway. The
 * chunk keeps the runtime's name (the bench stubs its default export to measure a page without
 * tracking); `trackedSections` stays out because pages import it as they hydrate, `toolRuntime`
 * because it is what loads only once consent lets a tool run. Modules the entry holds stay in the
 * entry.
 */
const STARTS_WITH_EVERY_PAGE = new RegExp(
  [
    '/packages/tracking/src/(core|react|tanstack-router)/',
    '/packages/site/src/tracking/(?!(trackedSections|toolRuntime)\\.ts$)',
    '/packages/site/src/consent/consentBeats\\.ts$',
    '/packages/consent/src/core/(consentTypes|consentChoice|consentRecord|scriptConsent)\\.ts$',
    '/packages/contracts/src/vocabulary/(apiPaths|cookies|trackingId)\\.ts$',
  ].join('|'),
);

/**
 * Client build settings of a country app. Every module the entry imports statically goes into the
 * entry's own chunk (React into one beside it), so a page starts with two scripts and one
 * stylesheet: without the groups the bundler splits off each module that a lazy chunk shares with
 * the entry, and the first paint waited for a dozen render-blocking stylesheets and the scripts
 * for some thirty requests. React in a chunk of its own halves the longest script compile, which
 * the browser does in one task per script.
 */
export function siteClientBuild(entry) {
  return {
    manifest: true,
    assetsDir: 'assets',
    // Each script preload link Vite's helper inserts starts a fetch on the main thread (0.2-1.5 ms
    // each), a batch per lazy import inside the tasks that start the page: on the home page 43
    // links, most of its Lighthouse TBT. The parts every page loads as it starts (footer, consent
    // bar) and those that render what the server did not (the home page's form, the form's later
    // steps, dialogs, tracking) let the browser fetch their imports as it loads them. Route pages
    // keep preloading theirs: the page's content waits for that code to hydrate, and a click on a
    // part still waiting for it can be lost (e2e caught one on the blog's pager).
    modulePreload: {
      resolveDependencies: (file, deps) =>
        LOADS_OWN_IMPORTS.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      input: entry,
      output: {
        codeSplitting: {
          // Only the modules themselves (includeDependenciesRecursively: false): a dynamic
          // import's target is a dependency too, and must stay in its lazy chunk.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 1,
              includeDependenciesRecursively: false,
            },
            { name: 'entry', tags: ['$initial'], includeDependenciesRecursively: false },
            {
              name: 'TrackingRuntime',
              test: STARTS_WITH_EVERY_PAGE,
              includeDependenciesRecursively: false,
            },
            // The controls with what they import (react-aria's interactions, labels, validation):
            // split by how the lazy chunks share them, the order form started with eleven files
            // of 0.2-12 kB; as two (the button with the interactions every control has, and the
            // text field with its label, help and error) an order page fetches 3 kB less. Content
            // pages load neither; the cookie bar, which has only buttons, loads only the first.
            { name: 'Button', test: /\/packages\/ui\/src\/Button\.tsx$/ },
            {
              name: 'TextField',
              test: /\/packages\/ui\/src\/(TextField|FieldError|FieldHelp|FieldLabel)\.tsx$/,
            },
            // The form's step loaders and what its first step shares with the later ones: one file
            // instead of three, fetched with the form.
            {
              name: 'lazySteps',
              test: /\/packages\/order-form\/src\/(core\/orderFormContext|react\/(useOrderFormMessages|OrderTextField|preloadable|lazySteps))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // Pages with pictures need all three; as one file, the blog and home pages fetch less.
            {
              name: 'Image',
              test: /\/packages\/ui\/src\/(Image|ipxUrl|imageVariants|validateImageProps)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'formatting',
              test: /\/packages\/i18n\/src\/(formatDate|plural)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The order's money, choices and the form's first rules: the order pages need them all
            // as they start, and the lazily loaded offer header and receipt share some; as one file they
            // come as one request instead of nine (and the entry names fewer files per import).
            {
              name: 'orderCore',
              test: /\/packages\/(contracts\/src\/vocabulary\/orderChoices|order-form\/src\/core\/(birthDate|formatPrice|orderOffer|orderPricing|paymentMethods|pickupPoint|shippingMethods|zipCode)|i18n\/src\/formatMoney)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // zod's modules are always needed together, but split by how the lazy chunks share
            // them they came as four files; one file is one request for a page to start.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  };
}
