import { readBuildId } from './buildWatcher';
import type { RouteRules } from './routeRules';

/** Where a build's manifest is served: one file per build, so it never changes once written. */
export function buildManifestUrl(buildId: string): string {
  return `/_build/meta/${encodeURIComponent(buildId)}.json`;
}

/** The build manifest the build writes beside the latest-build file. */
export interface BuildManifest {
  id: string;
  /** Every redirect by exact path the site's server answers: the config's and the server's own. */
  routeRules: RouteRules;
}

function isRouteRules(value: unknown): value is RouteRules {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((rule: unknown) => {
    if (typeof rule !== 'object' || rule === null || !('redirect' in rule)) return false;
    const { redirect } = rule as { redirect: unknown };
    return (
      typeof redirect === 'object' &&
      redirect !== null &&
      typeof (redirect as { to?: unknown }).to === 'string' &&
      typeof (redirect as { statusCode?: unknown }).statusCode === 'number'
    );
  });
}

/** Reads a build's route rules from its manifest; a network or format problem reads as unknown (null). */
export async function fetchBuildManifest(fetchFn: typeof fetch, buildId: string): Promise<RouteRules | null> {
  try {
    const response = await fetchFn(buildManifestUrl(buildId), { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('routeRules' in body)) return null;
    const { routeRules } = body as { routeRules: unknown };
    return isRouteRules(routeRules) ? routeRules : null;
  } catch {
    return null;
  }
}

export interface RouteRuleSource {
  /**
   * The rules to check a client-side navigation to `pathname` against: none for the page the
   * server rendered (it applied them before answering), else the manifest's, once it has loaded;
   * null when the manifest cannot be had (the server then decides, on a full page load).
   */
  rulesFor(pathname: string): RouteRules | Promise<RouteRules | null>;
  /** Starts loading the manifest (SPEC §9: about 1 s after start), so navigations need not wait. */
  prefetch(): void;
}

/**
 * The browser's route rules, from the build manifest rather than the first script: loaded once,
 * about 1 s after start or at the first navigation that needs it, whichever comes first; a failed
 * load is tried again at the next navigation.
 */
export function createRouteRuleSource(
  load: () => Promise<RouteRules | null>,
  servedPathname: string,
): RouteRuleSource {
  let loaded: RouteRules | null = null;
  let loading: Promise<RouteRules | null> | null = null;
  const rules = () => {
    if (loaded) return loaded;
    loading ??= load().then((result) => {
      loaded = result;
      loading = null;
      return result;
    });
    return loading;
  };
  return {
    rulesFor: (pathname) => (pathname === servedPathname ? {} : rules()),
    prefetch: () => {
      void rules();
    },
  };
}

const sources = new WeakMap<Window, RouteRuleSource>();

/**
 * The page's route rule source, made at its first use from the page's build id and address. A page
 * without a build id (the dev server, component tests) has no manifest: it uses `unbuiltRules`,
 * the config's rules, as the dev server does.
 */
export function browserRouteRules(win: Window, unbuiltRules: RouteRules): RouteRuleSource {
  let source = sources.get(win);
  if (!source) {
    const buildId = readBuildId(win.document);
    source = buildId
      ? createRouteRuleSource(() => fetchBuildManifest(win.fetch.bind(win), buildId), win.location.pathname)
      : { rulesFor: () => unbuiltRules, prefetch: () => {} };
    sources.set(win, source);
  }
  return source;
}
