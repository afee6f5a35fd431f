import type { ConsentSignals, ToolScript } from '@shop/contracts/browser';
import type { ConsentSetting } from './consentTypes';
import type { CookieProvider } from './providerSchema';
import { allScripts, isScriptConsented } from './scriptConsent';

export type { ConsentSignals } from '@shop/contracts/browser';

export const NO_CONSENT_SIGNALS: ConsentSignals = {
  statistical: false,
  marketing: false,
  heatmap: false,
  sklik: 0,
};

/**
 * The signals of a setting over a list of scripts. A category counts as granted when any of its
 * scripts is consented: a visitor who allows the analytics tool but not the session recorder
 * still wants the analytics tool to use its storage. `heatmapSlug` names the heat-map script.
 */
export function scriptSignals(
  scripts: readonly ToolScript[],
  setting: ConsentSetting,
  gpc = false,
  heatmapSlug = 'clarity',
): ConsentSignals {
  const consented = scripts.filter(
    (script) => script.category !== 'technical' && isScriptConsented(script, setting, gpc),
  );
  const statistical = consented.some((script) => script.category === 'statistical');
  const marketing = consented.some((script) => script.category === 'marketing');
  const heatmap = consented.some((script) => script.slug === heatmapSlug);
  return { statistical, marketing, heatmap, sklik: marketing ? 1 : 0 };
}

/** `scriptSignals` over every script of a provider list. */
export function consentSignals(
  providers: readonly CookieProvider[],
  setting: ConsentSetting,
  gpc = false,
  heatmapSlug = 'clarity',
): ConsentSignals {
  return scriptSignals(allScripts(providers), setting, gpc, heatmapSlug);
}
