import { describe, expect, it } from 'vitest';
import * as constants from './index';

describe('SPEC §9 business constants', () => {
  it('computes years of experience as the current year minus 2006', () => {
    expect(constants.COMPANY_SINCE).toBe(2006);
    expect(constants.yearsOfExperience(new Date(2025, 0, 1))).toBe(19);
    expect(constants.yearsOfExperience(new Date(2030, 11, 31))).toBe(24);
    expect(constants.yearsOfExperience()).toBe(new Date().getFullYear() - 2006);
  });

  it('fixes the customer and age figures', () => {
    expect(constants.CUSTOMER_COUNT).toBe(2_700_000);
    expect(constants.MINIMUM_CUSTOMER_AGE).toBe(18);
    expect(constants.PAY_AFTER_DELIVERY_DAYS).toBe(14);
    expect(constants.SUPPORT_HOURS).toEqual({ days: 'Mon-Fri', from: '08:00', to: '18:00' });
  });

  it('fixes session, cookie and A/B lifetimes', () => {
    expect(constants.SESSION_LIFETIME_MS).toBe(1_800_000);
    expect(constants.RETURN_TO_COOKIE_MAX_AGE_S).toBe(3600);
    expect(constants.RETURN_TO_COOKIE).toBe('returnTo');
    expect(constants.LANDING_COOKIE_MAX_AGE_DAYS).toBe(30);
    expect(constants.AB_TEST_COOKIE_PREFIX).toBe('abTest_');
    expect(constants.AB_TEST_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(constants.AB_TEST_PREVIEW_COOKIE_MAX_AGE_S).toBe(14_400);
    expect(constants.AB_TEST_MAX_VARIANTS).toBe(4);
  });

  it('fixes page-tracking thresholds', () => {
    expect(constants.HIT_BOTTOM_THRESHOLD_PX).toBe(50);
    expect(constants.SECTION_VISIBILITY_RATIO).toBe(0.3);
    expect(constants.SECTION_OBSERVER_THRESHOLDS).toEqual([0.1, 0.25, 0.5, 0.75, 0.9]);
  });

  it('fixes timeouts and delays', () => {
    expect(constants.SCRIPT_LOAD_TIMEOUT_MS).toBe(15_000);
    expect(constants.AD_TRACKING_ABANDON_MS).toBe(3_000);
    expect(constants.RELOAD_GUARD_MS).toBe(10_000);
    expect(constants.TRACKING_REDIRECT_DELAY_MS).toBe(100);
    expect(constants.TRACKING_INIT_DELAY_MS).toBe(200);
    expect(constants.MANIFEST_PREFETCH_DELAY_MS).toBe(1_000);
    expect(constants.ROUTE_PRELOAD_CONCURRENCY).toBe(4);
    expect(constants.IDLE_CALLBACK_TIMEOUT_MS).toBe(3_000);
    expect(constants.SCROLL_SMOOTHING_WAITS_MS).toEqual([100, 500]);
    expect(constants.HASH_SCROLL_OFFSET_PX).toBe(100);
    expect(constants.TRUNCATE_DEFAULT_LENGTH).toBe(250);
  });

  it('fixes toast, red bar and image settings', () => {
    expect(constants.TOAST_LIMIT).toBe(5);
    expect(constants.TOAST_TIMEOUT_MS).toBe(5_000);
    expect(constants.RED_BAR_IMAGE_COUNT).toBe(23);
    expect(constants.RED_BAR_STEP_PX).toBe(600);
    expect(constants.IMAGE_SCREENS).toEqual({
      xs: 320,
      sm: 640,
      md: 768,
      lg: 1024,
      xl: 1280,
      xxl: 1536,
      '2xl': 1536,
    });
    expect(constants.IMAGE_DENSITIES).toEqual([1, 2]);
    expect(constants.IMAGE_DEFAULT_FORMAT).toBe('webp');
    expect(constants.IMAGE_DEFAULT_QUALITY).toBe(80);
  });

  it('retries exactly the statuses SPEC names', () => {
    expect(constants.HTTP_RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });
});
