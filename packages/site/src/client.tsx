import { primeIntl } from '@shop/i18n';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Site } from './createSite';
import { RELOAD_GUARD_MS } from './navigation/buildWatcher';
import { readDocumentReturnTo } from './navigation/returnTo';
import { readAbVariantMeta } from './tracking/abVariant';

const LAST_CHUNK_RELOAD_KEY = 'shop:chunkReloadAt';

export interface ChunkReloadGuardOptions {
  /** Where the time of the last reload survives the reload itself (sessionStorage in a browser). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
  /** A second failure within this window is left to the error view instead of reloading again. */
  windowMs?: number;
}

/**
 * Decides whether a failed chunk load may reload the page: once, then not again within the
 * guard window, so a chunk that is really gone cannot put the browser into a reload loop.
 */
export function createChunkReloadGuard(options: ChunkReloadGuardOptions) {
  const { storage, reload, now = Date.now, windowMs = RELOAD_GUARD_MS } = options;
  return {
    /** Returns true when it reloaded the page. */
    onChunkLoadFailure(): boolean {
      const current = now();
      const last = Number(storage.getItem(LAST_CHUNK_RELOAD_KEY));
      if (Number.isFinite(last) && last > 0 && current - last < windowMs) return false;
      storage.setItem(LAST_CHUNK_RELOAD_KEY, String(current));
      reload();
      return true;
    },
  };
}

const CHUNK_FAILURE_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's own CSS preload
];

/**
 * Whether a `vite:preloadError` payload is a chunk that could not be fetched. Vite reports
 * through the same event whatever rejects inside a wrapped dynamic import, and a route loader
 * chained onto its chunk's import rejects with the router's not-found or redirect value, which
 * the router has to receive instead of a page reload.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE_MESSAGES.some((message) => error.message.includes(message));
}

/**
 * A deploy replaces hashed chunks, so a page open across it fails to load the next route's
 * chunk; a fresh document references the new files. Vite reports every failed dynamic import
 * of the build as `vite:preloadError`.
 */
function reloadOnChunkLoadFailure(): void {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    // Without storage the guard could not stop a loop, so failures go to the error view.
    return;
  }
  const guard = createChunkReloadGuard({ storage, reload: () => window.location.reload() });
  window.addEventListener('vite:preloadError', (event) => {
    if (isChunkLoadFailure((event as Event & { payload?: unknown }).payload)) guard.onChunkLoadFailure();
  });
}

/**
 * zod compiles object parsers with `new Function` after probing for it; under the nonce CSP the
 * probe is reported as a violation even though zod catches it. Its `jitless` setting skips the
 * probe; zod reads its settings from this global, so every copy of zod in the build sees it
 * before the first schema is made (they load with route chunks, after this runs).
 */
function keepZodWithinCsp(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

/** Hydrates the prerendered or server-rendered document of a site in the browser. */
export function hydrateSite(site: Site): void {
  keepZodWithinCsp();
  reloadOnChunkLoadFailure();
  const abVariant = readAbVariantMeta(document);
  // The work is spread over tasks so none of them holds the main thread for long on a phone:
  // evaluating the modules (this task), loading the locale data, making the router and
  // starting hydration, then hydration itself in slices.
  // The first Intl call loads the locale data; react-aria asks Intl for the default locale as its
  // modules load, so this runs before the footer's chunk evaluates.
  window.setTimeout(() => primeIntl(site.locale), 0);
  window.setTimeout(() => {
    // The header's links start from what the inline script gave them, so hydration keeps them.
    const returnTo = readDocumentReturnTo(window);
    const router = site.createRouter(abVariant ? { abVariant, returnTo } : { returnTo });
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread until the whole document is hydrated; the server's HTML stays visible and
    // usable meanwhile, and a click on a part not yet hydrated makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(document, <RouterClient router={router} />);
    });
  }, 0);
}
