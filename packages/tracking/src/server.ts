// What a server needs to treat a first visit as the browser tracker would, without the tracker:
// the same crawler check, the same address of the tracking host's redirect (no tracking id yet), and the
// same A/B rule, letters and cookie (name, lifetime) when it picks the visitor's variant.
export {
  AB_VARIANTS,
  type AbAssignment,
  type AbVariant,
  abTestCookieName,
  isAbVariant,
  otherTestCookies,
  pickAbVariant,
  type VariantSignals,
} from './core/abTest';
export {
  AB_TEST_COOKIE_MAX_AGE_S,
  AB_TEST_COOKIE_PREFIX,
  AB_TEST_MAX_VARIANTS,
  AB_TEST_QUERY_PARAM,
} from './core/constants';
export { isCrawler } from './core/isCrawler';
export { trackingRedirectUrl } from './core/trackingId';
// The hosts the configured tools reach, for the site's Content-Security-Policy.
export {
  type ContentSourceKind,
  type ContentSources,
  mergeContentSources,
  toolContentSources,
} from './loaders/toolSources';
export type { TrackingIds } from './loaders/types';
