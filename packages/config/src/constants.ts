/** Business constants of SPEC §9 shared by every package. */
export const COMPANY_SINCE = 2006;
export const CUSTOMER_COUNT = 2_700_000;
export const MINIMUM_CUSTOMER_AGE = 18;
export const PAY_AFTER_DELIVERY_DAYS = 14;
export const SUPPORT_HOURS = { days: 'Mon-Fri', from: '08:00', to: '18:00' } as const;

export const SESSION_LIFETIME_MS = 30 * 60 * 1000;
export const RETURN_TO_COOKIE_MAX_AGE_S = 3600;
export const RETURN_TO_COOKIE = 'returnTo';
export const LAST_SET_RETURN_TO_KEY = 'lastSetReturnTo';
export const PREVIOUS_LAYOUT_KEY = 'previousLayout';
export const LANDING_COOKIE_MAX_AGE_DAYS = 30;
export const AB_TEST_COOKIE_PREFIX = 'abTest_';
export const AB_TEST_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const AB_TEST_PREVIEW_COOKIE_MAX_AGE_S = 4 * 3600;
export const AB_TEST_MAX_VARIANTS = 4;

export const HIT_BOTTOM_THRESHOLD_PX = 50;
export const SECTION_VISIBILITY_RATIO = 0.3;
export const SECTION_OBSERVER_THRESHOLDS = [0.1, 0.25, 0.5, 0.75, 0.9] as const;

export const SCRIPT_LOAD_TIMEOUT_MS = 15_000;
export const AD_TRACKING_ABANDON_MS = 3_000;
export const RELOAD_GUARD_MS = 10_000;
export const TRACKING_REDIRECT_DELAY_MS = 100;
export const TRACKING_INIT_DELAY_MS = 200;
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;
export const ROUTE_PRELOAD_CONCURRENCY = 4;
export const IDLE_CALLBACK_TIMEOUT_MS = 3_000;
export const SCROLL_SMOOTHING_WAITS_MS = [100, 500] as const;
export const HASH_SCROLL_OFFSET_PX = 100;
export const TRUNCATE_DEFAULT_LENGTH = 250;

export const TOAST_LIMIT = 5;
export const TOAST_TIMEOUT_MS = 5_000;

export const RED_BAR_IMAGE_COUNT = 23;
export const RED_BAR_STEP_PX = 600;

export const IMAGE_SCREENS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  '2xl': 1536,
} as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_DEFAULT_FORMAT = 'webp';
export const IMAGE_DEFAULT_QUALITY = 80;

export const HTTP_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Years of experience shown in the pre-footer: the current year minus 2006. */
export function yearsOfExperience(now: Date = new Date()): number {
  return now.getFullYear() - COMPANY_SINCE;
}
