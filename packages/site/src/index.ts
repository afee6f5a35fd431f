// The shared browser helpers, exported here as before they were shared.
export {
  CONSENT_OPEN_EVENT,
  type CookieJar,
  type CookieOptions,
  documentCookieJar,
  type KeyValueStorage,
  safeStorage,
} from '@shop/contracts/browser';
export { isCrawler } from '@shop/tracking';
export { BUILD_ID_META, LATEST_BUILD_URL } from './core/buildWatcher';
export { CONDITIONS_REDIRECT_STATUS, conditionsRedirectTarget } from './core/conditionsRedirect';
export { MISSING_SCROLL_TARGET, scrollToHash } from './core/hashScroll';
export { previousLayout, type RememberedLayout, rememberLayout } from './core/layoutMemory';
export { LAYOUT_NAMES, type LayoutName } from './core/layoutName';
export { redBarStep } from './core/redBarStep';
export { DEFAULT_RETURN_TO, readReturnTo, rememberReturnTo } from './core/returnTo';
export { type RouteRuleRedirect, type RouteRules, resolveRouteRule } from './core/routeRules';
export { type Gender, salutation } from './core/salutation';
export { truncate } from './core/truncate';
export { WEB_ERROR_CODE, WEB_ERROR_EVENT, type WebErrorReport } from './core/webError';
export { type CreateSiteOptions, createSite, type Site, type SiteRouterRuntime } from './createSite';
export { usePreviousLayout } from './react/useLayoutMemory';
export { useReturnTo } from './react/useReturnTo';
export { useToasts } from './react/useToasts';
export { useWebsite } from './SiteContext';
