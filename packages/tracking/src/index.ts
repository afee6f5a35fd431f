export {
  AB_VARIANTS,
  type AbAssignment,
  type AbTestConfig,
  type AbVariant,
  abTestCookieName,
  chooseVariant,
  type ExperimentPayload,
  experimentPayload,
  storeVariant,
} from './core/abTest';
export { isTrackingAction, TRACKING_ACTIONS, type TrackingAction } from './core/actions';
export { ACTIVITY_EVENTS, type BindActivityOptions, bindActivity } from './core/activity';
export { decodeBeat, encodeBeat } from './core/beatCodec';
export { type DeliveryCounters, type DropReason, retryDelay } from './core/beatQueue';
export type { BeatResult, ClientErrorLog, TrackingEvent } from './core/beatTransport';
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
export { documentCookieJar } from './core/cookieJar';
export { isCrawler } from './core/isCrawler';
export {
  collectLandingData,
  hasLandingData,
  type LandingData,
  writeLandingCookies,
} from './core/landingData';
export { bindPageLifecycle } from './core/pageLifecycle';
export type {
  CookieJar,
  CookieOptions,
  FetchLike,
  FetchResponseLike,
  KeyValueStorage,
  SendBeacon,
  Timers,
} from './core/ports';
export { stringQueryParams } from './core/queryParams';
export { createSessionId, type SentFlag, type SessionRecord, type SessionState } from './core/sessionStore';
export {
  type ClickData,
  createTracker,
  type Tracker,
  type TrackerLocation,
  type TrackerOptions,
  type TrackerSnapshot,
} from './core/tracker';
export { readTrackingId, trackingRedirectUrl } from './core/trackingId';
export { safeStorage } from './core/webStorage';
