import type { ConsentSignals } from './consentSignals';

/** `window.dataLayer`: gtag reads its commands from here. */
export interface DataLayer {
  push(...items: unknown[]): unknown;
}

export type ConsentModeValue = 'granted' | 'denied';

export interface ConsentModeState {
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  analytics_storage: ConsentModeValue;
}

/** Milliseconds tags wait for the consent update before firing; ad and analytics consent start out denied. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/**
 * gtag.js only treats a dataLayer entry as a command when it is an `arguments` object, not an array,
 * so the entry is built exactly as the official `function gtag(){dataLayer.push(arguments)}` does.
 */
function gtagCommand(..._command: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: gtag.js recognises commands only as `arguments` objects
  return arguments;
}

export function consentModeState(signals: ConsentSignals): ConsentModeState {
  const ads: ConsentModeValue = signals.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: signals.statistical ? 'granted' : 'denied',
  };
}

/**
 * Google Consent Mode v2 defaults: everything denied, tags wait 500 ms for an update. Must run
 * before any tag loads; `consentDefaultsInlineScript` does the same from the HTML head.
 */
export function writeConsentDefaults(dataLayer: DataLayer): void {
  dataLayer.push(
    gtagCommand('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
    }),
  );
}

export function writeConsentUpdate(dataLayer: DataLayer, signals: ConsentSignals): void {
  dataLayer.push(gtagCommand('consent', 'update', consentModeState(signals)));
}

/**
 * The defaults as inline JavaScript for the prerendered `<head>`, so they precede every tag even
 * before the app's bundle runs. Put it in a `<script nonce>` when a CSP is in force.
 */
export function consentDefaultsInlineScript(): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    `gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:${CONSENT_WAIT_FOR_UPDATE_MS}});`,
  ].join('');
}
