import type { KeyValueStorage } from '@shop/contracts/browser';

/** SPEC §9: a page reloads itself at most once in 10 s (a new build, a missing chunk). */
export const RELOAD_GUARD_MS = 10_000;
/** SPEC §9: the build manifest is fetched about 1 s after start. */
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;

export const LATEST_BUILD_URL = '/_build/latest.json';
export const BUILD_ID_META = 'build-id';
/** How often an open tab asks for the latest build; also checked when the tab becomes visible. */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;
/** sessionStorage key: the guard has to survive the reload it guards. */
export const BUILD_RELOAD_AT_KEY = 'buildReloadAt';

export interface BuildWatcherOptions {
  currentBuildId: string;
  fetchLatestBuildId: () => Promise<string | null>;
  /** Full document load of the navigation target. */
  reload: (href: string) => void;
  storage: KeyValueStorage;
  now?: () => number;
}

export interface BuildWatcher {
  /** Asks for the latest build; resolves true once a different build is known. */
  check(): Promise<boolean>;
  isStale(): boolean;
  /**
   * Called before a client-side navigation. After a new build it loads the target as a full
   * page instead (once per 10 s, so a failing deploy cannot loop) and returns true.
   */
  handleNavigation(href: string): boolean;
}

/** New build detection (SPEC §4): the next navigation after a deploy fetches fresh code. */
export function createBuildWatcher(options: BuildWatcherOptions): BuildWatcher {
  const now = options.now ?? Date.now;
  let stale = false;

  return {
    async check() {
      if (stale) return true;
      const latest = await options.fetchLatestBuildId();
      if (latest && latest !== options.currentBuildId) stale = true;
      return stale;
    },
    isStale: () => stale,
    handleNavigation(href) {
      if (!stale) return false;
      const last = Number(options.storage.getItem(BUILD_RELOAD_AT_KEY));
      const time = now();
      if (Number.isFinite(last) && last > 0 && time - last < RELOAD_GUARD_MS) return false;
      options.storage.setItem(BUILD_RELOAD_AT_KEY, String(time));
      options.reload(href);
      return true;
    },
  };
}

/** Reads `{ buildId }` from the latest-build file; a network or format problem reads as unknown. */
export async function fetchLatestBuildId(
  fetchFn: typeof fetch,
  url: string = LATEST_BUILD_URL,
): Promise<string | null> {
  try {
    const response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('buildId' in body)) return null;
    const { buildId } = body;
    return typeof buildId === 'string' && buildId ? buildId : null;
  } catch {
    return null;
  }
}

/** The build the page was rendered by, from `<meta name="build-id">`. */
export function readBuildId(doc: Pick<Document, 'querySelector'>): string | null {
  const content = doc.querySelector(`meta[name="${BUILD_ID_META}"]`)?.getAttribute('content');
  return content ? content : null;
}

type CheckTimers = Pick<Window, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;

/**
 * When an open page asks for the latest build (SPEC §4, §9): about 1 s after it starts, so a page
 * opened just before a deploy learns of it before its first navigation, then every
 * `BUILD_POLL_INTERVAL_MS`. Returns the function that stops the checks.
 */
export function scheduleBuildChecks(
  timers: CheckTimers,
  check: () => void,
  firstDelayMs: number = MANIFEST_PREFETCH_DELAY_MS,
): () => void {
  const first = timers.setTimeout(check, firstDelayMs);
  const poll = timers.setInterval(check, BUILD_POLL_INTERVAL_MS);
  return () => {
    timers.clearTimeout(first);
    timers.clearInterval(poll);
  };
}
