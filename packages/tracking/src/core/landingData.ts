import type { CookieJar } from '@shop/contracts/browser';
import { LANDING_COOKIE_MAX_AGE_S, TRC_PARAMS_COOKIE, UTM_PARAMS_COOKIE } from './constants';

export const TRACKING_PARAM_PREFIXES = ['trc_', 'utm_', 'referrer_'] as const;

export interface LandingData {
  /** Every `trc_`, `utm_` and `referrer_` parameter of the landing address. */
  data: Record<string, string>;
  gclid?: string;
  fbclid?: string;
  /** `trc_source`, else `utm_source`, else 'direct'. */
  source: string;
}

export function collectLandingData(query: Record<string, string>): LandingData {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (TRACKING_PARAM_PREFIXES.some((prefix) => key.startsWith(prefix))) data[key] = value;
  }
  return {
    data,
    ...(query.gclid ? { gclid: query.gclid } : {}),
    ...(query.fbclid ? { fbclid: query.fbclid } : {}),
    source: query.trc_source || query.utm_source || 'direct',
  };
}

/** A landing event goes out only when tracking parameters or click ids exist. */
export function hasLandingData(landing: LandingData): boolean {
  return Object.keys(landing.data).length > 0 || landing.gclid !== undefined || landing.fbclid !== undefined;
}

function withPrefix(data: Record<string, string>, prefix: string): Record<string, string> | undefined {
  const entries = Object.entries(data).filter(([key]) => key.startsWith(prefix));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Writes `trc_params` and `utm_params` as JSON cookies for 30 days. A visit without such
 * parameters leaves the cookies of the earlier campaign visit in place.
 */
export function writeLandingCookies(cookies: CookieJar, landing: LandingData): void {
  const trc = withPrefix(landing.data, 'trc_');
  const utm = withPrefix(landing.data, 'utm_');
  if (trc) cookies.set(TRC_PARAMS_COOKIE, JSON.stringify(trc), { maxAgeSeconds: LANDING_COOKIE_MAX_AGE_S });
  if (utm) cookies.set(UTM_PARAMS_COOKIE, JSON.stringify(utm), { maxAgeSeconds: LANDING_COOKIE_MAX_AGE_S });
}
