import type { Website } from '@shop/config';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { CONDITIONS_REDIRECT_STATUS, conditionsRedirectTarget } from '../conditions/conditionsRedirect';
import { resolveRouteRule } from '../core/routeRules';

export interface SiteRedirectOptions {
  routeRules: Website['routeRules'];
  /** Where the other spelling of the conditions address moves to (`paths.conditions`). */
  conditionsPath: string;
  /** Full page load of an address outside the site (client only). */
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
  return ({ location }: { location: ParsedLocation }): Promise<never> | undefined => {
    const conditions = conditionsRedirectTarget(location.pathname, searchAndHash(location), conditionsPath);
    if (conditions) throw redirect({ href: conditions, statusCode: CONDITIONS_REDIRECT_STATUS });

    const rule = resolveRouteRule(location.pathname, routeRules);
    if (!rule) return undefined;
    if (rule.kind === 'internal') throw redirect({ href: rule.to, statusCode: rule.statusCode });
    if (typeof window === 'undefined' || !leaveSite) {
      throw redirect({ href: rule.href, statusCode: rule.statusCode });
    }
    leaveSite(rule.href);
    // The document is being replaced; keeping the navigation pending avoids flashing a page.
    return new Promise<never>(() => {});
  };
}
