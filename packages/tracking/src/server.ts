// What a server needs to treat a first visit as the browser tracker would, without the tracker:
// the same crawler check, and the same address of the tracking host's redirect (SPEC §4).
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
