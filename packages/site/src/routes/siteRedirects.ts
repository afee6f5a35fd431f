import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { CONDITIONS_REDIRECT_STATUS, conditionsRedirectTarget } from '../conditions/conditionsRedirect';
import { type RouteRules, resolveRouteRule } from '../navigation/routeRules';

export interface SiteRedirectOptions {
  /**
   * The route rules to check a path against: the config's on the server; in the browser the build
   * manifest's (`browserRouteRules`), which may still be loading (a promise) or unknown (null:
   * the address is loaded as a full page, so the server applies its rules).
   */
  routeRules: (pathname: string) => RouteRules | null | Promise<RouteRules | null>;
  /** Where the other spelling of the conditions address moves to (`paths.conditions`). */
  conditionsPath: string;
  /** Full page load of an address (client only). */
  leaveSite?: (href: string) => void;
}

function searchAndHash(location: ParsedLocation): string {
  return `${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
}

/**
 * The root route's `beforeLoad`: the permanent `/podminky` move and the build manifest's
 * route rules. An internal target is a router redirect (the server turns it into the HTTP
 * status); an external one leaves the site with a full page load in the browser.
 */
export function siteRedirects({ routeRules, conditionsPath, leaveSite }: SiteRedirectOptions) {
  const leave = (href: string): Promise<never> => {
    leaveSite?.(href);
    // The document is being replaced; keeping the navigation pending avoids flashing a page.
    return new Promise<never>(() => {});
  };
  const follow = (
    location: ParsedLocation,
    rules: RouteRules | null,
    preload: boolean,
  ): Promise<never> | undefined => {
    // A preload (a link hovered) never leaves the page; the navigation itself will.
    if (rules === null) return leaveSite && !preload ? leave(location.href) : undefined;
    const rule = resolveRouteRule(location.pathname, rules);
    if (!rule) return undefined;
    if (rule.kind === 'internal') throw redirect({ href: rule.to, statusCode: rule.statusCode });
    if (typeof window === 'undefined' || !leaveSite) {
      throw redirect({ href: rule.href, statusCode: rule.statusCode });
    }
    return preload ? undefined : leave(rule.href);
  };
  return ({
    location,
    preload = false,
  }: {
    location: ParsedLocation;
    preload?: boolean;
  }): Promise<undefined> | undefined => {
    const conditions = conditionsRedirectTarget(location.pathname, searchAndHash(location), conditionsPath);
    if (conditions) throw redirect({ href: conditions, statusCode: CONDITIONS_REDIRECT_STATUS });

    const rules = routeRules(location.pathname);
    if (rules instanceof Promise) return rules.then((known) => follow(location, known, preload));
    return follow(location, rules, preload);
  };
}
