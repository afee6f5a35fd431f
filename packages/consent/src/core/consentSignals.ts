import type { ConsentSetting } from './consentTypes';
import type { CookieProvider } from './providerSchema';
import { allScripts, isScriptConsented } from './scriptConsent';

/** What third-party tools are told about the visitor's consent. */
export interface ConsentSignals {
  /** Some statistical script is consented: grants Consent Mode's analytics_storage. */
  statistical: boolean;
  /** Some marketing script is consented (never under GPC): grants ad storage, user data, personalization. */
  marketing: boolean;
  /** The heat-map script (slug `clarity` unless the store's `heatmapSlug` says otherwise) may record; false until consented. */
  heatmap: boolean;
  /** Seznam Sklik's consent flag: 0 until marketing is granted, then 1. */
  sklik: 0 | 1;
}

export const NO_CONSENT_SIGNALS: ConsentSignals = {
  statistical: false,
  marketing: false,
  heatmap: false,
  sklik: 0,
};

/**
 * A category counts as granted when any of its scripts is consented: a visitor who allows the
 * analytics tool but not the session recorder still wants the analytics tool to use its storage.
 * `heatmapSlug` names the heat-map script in the provider list.
 */
export function consentSignals(
  providers: readonly CookieProvider[],
  setting: ConsentSetting,
  gpc = false,
  heatmapSlug = 'clarity',
): ConsentSignals {
  const consented = allScripts(providers).filter(
    (script) => script.category !== 'technical' && isScriptConsented(script, setting, gpc),
  );
  const statistical = consented.some((script) => script.category === 'statistical');
  const marketing = consented.some((script) => script.category === 'marketing');
  const heatmap = consented.some((script) => script.slug === heatmapSlug);
  return { statistical, marketing, heatmap, sklik: marketing ? 1 : 0 };
}
