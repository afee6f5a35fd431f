import { apiPaths, trackingIdName } from '@shop/contracts/vocabulary';

/** Session and tracking timings, and the storage names this package owns. */
export const SESSION_LIFETIME_MS = 30 * 60 * 1000;
export const TRACKING_REDIRECT_DELAY_MS = 100;
export const TRACKING_INIT_DELAY_MS = 200;

export const SESSION_KEY = 'sessionId';
export const SESSION_STATE_KEY = 'sessionState';
export const QUEUE_KEY = 'trackingQueue';
export const DELIVERY_KEY = 'trackingDelivery';
export const REDIRECT_GUARD_KEY = 'nmtRedirectedAt';

export const TRACKING_ID_PARAM = trackingIdName;
export const TRACKING_ID_COOKIE = trackingIdName;
export const TRC_PARAMS_COOKIE = 'trc_params';
export const UTM_PARAMS_COOKIE = 'utm_params';
export const LANDING_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

export const AB_TEST_COOKIE_PREFIX = 'abTest_';
export const AB_TEST_QUERY_PARAM = 'variant';
export const AB_TEST_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const AB_TEST_PREVIEW_COOKIE_MAX_AGE_S = 4 * 3600;
export const AB_TEST_MAX_VARIANTS = 4;

export const WEB_ERROR_CODE = 999;
export const DEFAULT_ERROR_LOG_ENDPOINT = apiPaths.clientErrors;
