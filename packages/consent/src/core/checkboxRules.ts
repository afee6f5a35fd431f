import type { CookieCategory } from '@shop/contracts/vocabulary';
import type { CategoryChoice } from './consentChoice';
import type { ConsentSetting } from './consentRecord';
import type { CookieProvider, Script } from './providerSchema';
import { allScripts } from './scriptConsent';

export interface CheckboxState {
  checked: boolean;
  disabled: boolean;
}

/** The dialog's working selection before it is saved: the stored setting, technical scripts on. */
export function initialSelection(
  providers: readonly CookieProvider[],
  stored: ConsentSetting,
): ConsentSetting {
  const selection: ConsentSetting = {};
  for (const script of allScripts(providers)) selection[script.slug] = scriptValue(script, undefined, stored);
  return selection;
}

export function isSelected(script: Script, selection: ConsentSetting): boolean {
  return script.category === 'technical' || selection[script.slug] === true;
}

/** Technical scripts are always active with a disabled checkbox. */
export function scriptCheckbox(script: Script, selection: ConsentSetting): CheckboxState {
  return { checked: isSelected(script, selection), disabled: script.category === 'technical' };
}

/** Checked when all its scripts are active; disabled when all of them are technical. */
export function providerCheckbox(provider: CookieProvider, selection: ConsentSetting): CheckboxState {
  return {
    checked: provider.scripts.every((script) => isSelected(script, selection)),
    disabled: provider.scripts.every((script) => script.category === 'technical'),
  };
}

/** Checked only with at least one script in the category and all of them active. */
export function categoryCheckbox(
  providers: readonly CookieProvider[],
  category: CookieCategory,
  selection: ConsentSetting,
): CheckboxState {
  const scripts = allScripts(providers).filter((script) => script.category === category);
  return {
    checked: scripts.length > 0 && scripts.every((script) => isSelected(script, selection)),
    disabled: category === 'technical',
  };
}

function scriptValue(script: Script, value: boolean | undefined, stored: ConsentSetting): boolean {
  if (script.category === 'technical') return true;
  return value ?? stored[script.slug] === true;
}

function withScripts(
  selection: ConsentSetting,
  scripts: readonly Script[],
  value: boolean | undefined,
  stored: ConsentSetting,
): ConsentSetting {
  const next = { ...selection };
  for (const script of scripts) next[script.slug] = scriptValue(script, value, stored);
  return next;
}

/**
 * Sets every script of the provider to `value`; with no value each script goes back to the stored
 * consent for its slug. Returns a new selection.
 */
export function toggleProvider(
  selection: ConsentSetting,
  provider: CookieProvider,
  value: boolean | undefined,
  stored: ConsentSetting,
): ConsentSetting {
  return withScripts(selection, provider.scripts, value, stored);
}

/** The same as `toggleProvider` for every script of one category across providers. */
export function toggleCategory(
  selection: ConsentSetting,
  providers: readonly CookieProvider[],
  category: CookieCategory,
  value: boolean | undefined,
  stored: ConsentSetting,
): ConsentSetting {
  const scripts = allScripts(providers).filter((script) => script.category === category);
  return withScripts(selection, scripts, value, stored);
}

/** One script's checkbox; the same fallback to the stored consent when no value is given. */
export function toggleScript(
  selection: ConsentSetting,
  script: Script,
  value: boolean | undefined,
  stored: ConsentSetting,
): ConsentSetting {
  return withScripts(selection, [script], value, stored);
}

/**
 * The bar's settings mode as a selection: the stored consent by slug, with each category the visitor
 * ticked or unticked set as a whole. Kept as categories so it holds before the provider list is known
 * and follows the list when it arrives.
 */
export function categorySelection(
  providers: readonly CookieProvider[],
  stored: ConsentSetting,
  chosen: CategoryChoice,
): ConsentSetting {
  let selection = initialSelection(providers, stored);
  for (const [category, value] of Object.entries(chosen) as [CookieCategory, boolean | undefined][]) {
    selection = toggleCategory(selection, providers, category, value, stored);
  }
  return selection;
}
