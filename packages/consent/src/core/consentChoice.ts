import { type CookieCategory, cookieCategories } from '@shop/contracts/vocabulary';
import type { ConsentSignals } from './consentSignals';
import { type ConsentChoice, type ConsentSetting, PENDING_CHOICE_SOURCES } from './consentTypes';
import type { CookieProvider } from './providerSchema';
import { allScripts } from './scriptConsent';

export type { ConsentChoice };

/** Categories ticked or unticked as a whole, as the bar's settings mode offers them. */
export type CategoryChoice = Partial<Record<CookieCategory, boolean>>;

/** The categories a visitor can refuse; Accept all accepts these (GPC applies when the choice is expanded). */
export const OPTIONAL_CATEGORIES: readonly CookieCategory[] = cookieCategories.filter(
  (category) => category !== 'technical',
);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The same check as `consentChoiceSchema`, without zod (see `isConsentRecord`). */
export function isConsentChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { source, categories, scripts } = value as Record<string, unknown>;
  return (
    (PENDING_CHOICE_SOURCES as readonly unknown[]).includes(source) &&
    isStringArray(categories) &&
    categories.every((category) => (cookieCategories as readonly string[]).includes(category)) &&
    isStringArray(scripts)
  );
}

/**
 * The setting a choice stands for under a provider list: technical scripts on; a script of an accepted
 * category or accepted by slug on, unless GPC keeps marketing off; everything else off. Slugs that
 * are not in the list are dropped.
 */
export function settingForChoice(
  providers: readonly CookieProvider[],
  choice: Pick<ConsentChoice, 'categories' | 'scripts'>,
  gpc: boolean,
): ConsentSetting {
  const categories = new Set<string>(choice.categories);
  const scripts = new Set(choice.scripts);
  const setting: ConsentSetting = {};
  for (const script of allScripts(providers)) {
    if (script.category === 'technical') setting[script.slug] = true;
    else if (gpc && script.category === 'marketing') setting[script.slug] = false;
    else setting[script.slug] = categories.has(script.category) || scripts.has(script.slug);
  }
  return setting;
}

/**
 * What Consent Mode and the consent flags are told while a choice waits for the provider list: the
 * categories are known, the scripts are not. The heat-map flag needs its script, so it stays off.
 */
export function choiceSignals(choice: ConsentChoice, gpc: boolean): ConsentSignals {
  const statistical = choice.categories.includes('statistical');
  const marketing = !gpc && choice.categories.includes('marketing');
  return { statistical, marketing, heatmap: false, sklik: marketing ? 1 : 0 };
}

/** The categories set to true, as a choice stores them. */
export function acceptedCategories(categories: CategoryChoice): CookieCategory[] {
  return OPTIONAL_CATEGORIES.filter((category) => categories[category] === true);
}
