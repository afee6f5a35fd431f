export interface RouteRedirect {
  to: string;
  statusCode: 301 | 302 | 307 | 308;
}

/** The build manifest of route rules (`dist/route-rules.json`), keyed by path. */
export type RouteRules = Record<string, { redirect?: RouteRedirect }>;

/**
 * The redirect a route rule asks for, as status and Location. Matches the site router's
 * `resolveRouteRule` (packages/site), so a first load and a client navigation end on the same
 * address: a trailing slash is ignored, the target replaces the query, and a rule pointing at
 * its own path does nothing.
 */
export function findRouteRedirect(
  rules: RouteRules,
  path: string,
): { status: RouteRedirect['statusCode']; location: string } | undefined {
  const pathname = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const rule = rules[pathname] ?? rules[`${pathname}/`];
  const redirect = rule?.redirect;
  if (!redirect) return undefined;
  const targetPath = redirect.to.split(/[?#]/)[0] ?? '';
  if ((targetPath.length > 1 ? targetPath.replace(/\/+$/, '') : targetPath) === pathname) return undefined;
  return { status: redirect.statusCode, location: redirect.to };
}
