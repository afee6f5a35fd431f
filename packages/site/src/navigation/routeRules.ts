import type { Website } from '@shop/config';

export type RouteRules = Website['routeRules'];

export type RouteRuleRedirect =
  | { kind: 'internal'; to: string; statusCode: number }
  | { kind: 'external'; href: string; statusCode: number };

function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');
}

/**
 * The redirect a build-manifest rule asks for on a path, or null. An absolute target leaves
 * the site (a full page load); a path stays in the router. Shared by the server, which answers
 * with the HTTP status, and the client router.
 */
export function resolveRouteRule(path: string, rules: RouteRules): RouteRuleRedirect | null {
  const pathname = normalizePath(path);
  const rule = rules[pathname] ?? rules[`${pathname}/`];
  if (!rule) return null;
  const { to, statusCode } = rule.redirect;
  if (isExternal(to)) return { kind: 'external', href: to, statusCode };
  if (normalizePath(to) === pathname) return null;
  return { kind: 'internal', to, statusCode };
}
