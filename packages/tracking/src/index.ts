// The shared browser helpers, exported here as before they were shared.
export {
  type CookieJar,
  type CookieOptions,
  DEVICE_IDENTIFIED_EVENT,
  documentCookieJar,
  type KeyValueStorage,
  safeStorage,
} from '@shop/contracts/browser';
export {
  AB_VARIANTS,
  type AbAssignment,
  type AbTestConfig,
  type AbVariant,
  abTestCookieName,
  chooseVariant,
  type ExperimentPayload,
  experimentPayload,
  isAbVariant,
  otherTestCookies,
  pickAbVariant,
  storeVariant,
  type VariantSignals,
} from './core/abTest';
export { isTrackingAction, TRACKING_ACTIONS, type TrackingAction } from './core/actions';
export { ACTIVITY_EVENTS, type BindActivityOptions, bindActivity } from './core/activity';
export { type AfterLoadOptions, runAfterLoad } from './core/afterLoad';
export { decodeBeat, encodeBeat } from './core/beatCodec';
export { retryDelay } from './core/beatQueue';
export type { BeatResult, ClientErrorLog } from './core/beatTransport';
export { bindClickTracking, CLICK_TARGET_SELECTOR, readClickData } from './core/clickTracking';
export {
  AB_TEST_COOKIE_PREFIX,
  DEFAULT_ERROR_LOG_ENDPOINT,
  DELIVERY_KEY,
  QUEUE_KEY,
  REDIRECT_GUARD_KEY,
  SESSION_KEY,
  SESSION_LIFETIME_MS,
  SESSION_STATE_KEY,
  TRACKING_INIT_DELAY_MS,
  TRACKING_REDIRECT_DELAY_MS,
  WEB_ERROR_CODE,
} from './core/constants';
export {
  DEVICE_HASH_KEYS,
  type DeviceFailureReason,
  type DeviceHash,
  type DeviceHashes,
  type DeviceIdentity,
  type DeviceIdentityOptions,
  FALLBACK_CONFIDENCE,
  type FingerprintLoader,
  identifyDevice,
  randomVisitorId,
  readDeviceHashes,
} from './core/deviceIdentity';
export {
  HIT_BOTTOM_THRESHOLD_PX,
  type HitBottomWatcher,
  isNearBottom,
  watchHitBottom,
} from './core/hitBottom';
export { IDLE_TIMEOUT_MS, runWhenIdle } from './core/idleCallback';
export { isCrawler } from './core/isCrawler';
export {
  collectLandingData,
  hasLandingData,
  type LandingData,
  writeLandingCookies,
} from './core/landingData';
export { bindPageLifecycle } from './core/pageLifecycle';
export { measurePerformance, type PerformanceTiming } from './core/performanceTiming';
export type { FetchLike, FetchResponseLike, SendBeacon, Timers } from './core/ports';
export { stringQueryParams } from './core/queryParams';
export {
  createSectionObserver,
  observeSections,
  SECTION_ATTRIBUTE,
  SECTION_THRESHOLDS,
  SECTION_VISIBLE_RATIO,
  type SectionObserver,
  type SectionObserverHost,
} from './core/sectionObserver';
export { createSessionId, type SentFlag, type SessionRecord, type SessionState } from './core/sessionStore';
export {
  type ClickData,
  createTracker,
  type Tracker,
  type TrackerLocation,
  type TrackerOptions,
  type TrackerSnapshot,
} from './core/tracker';
export type { DeliveryCounters, DropReason, TrackingEvent } from './core/trackingEvent';
export { readTrackingId, trackingRedirectUrl } from './core/trackingId';
