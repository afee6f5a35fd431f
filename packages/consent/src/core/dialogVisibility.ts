import type { ConsentRecord } from './consentRecord';
import type { CookieProvider, Script } from './providerSchema';
import { allScripts } from './scriptConsent';

/**
 * Whether a stored choice answers for a script: the setting holds a decision for its slug, true or
 * false, or the setting is empty, which is what Deny saves (the visitor refused everything, so
 * scripts added later stay off without asking again). A choice still waiting for the provider list
 * answers for the list it is expanded against, so it covers whatever list is at hand.
 */
function isCovered(script: Script, record: ConsentRecord): boolean {
  const setting = record.setting;
  return (
    record.pending !== undefined || Object.keys(setting).length === 0 || Object.hasOwn(setting, script.slug)
  );
}

/** Scripts that make the consent UI ask: non-technical, storing cookies, and not answered for. */
function needsAnswer(script: Script, record: ConsentRecord, gpc: boolean): boolean {
  if (script.category === 'technical' || script.cookies.length === 0) return false;
  // Under GPC the browser has already answered for marketing, so it must not make the UI nag.
  if (gpc && script.category === 'marketing') return false;
  return !isCovered(script, record);
}

/**
 * Dialog visibility: no stored consent shows the consent UI; a stored one keeps it hidden
 * while every non-technical script that has cookies is covered by it (see `isCovered`). So it shows
 * again only when the provider list gains such a script after the choice.
 */
export function shouldShowDialog(
  providers: readonly CookieProvider[],
  record: ConsentRecord | null,
  gpc = false,
): boolean {
  if (record === null) return true;
  return allScripts(providers).some((script) => needsAnswer(script, record, gpc));
}

/**
 * Non-technical scripts with cookies that the visitor was not offered when saving, for the UI to
 * name when it asks again.
 */
export function findNewScripts(providers: readonly CookieProvider[], record: ConsentRecord | null): Script[] {
  if (record === null || record.pending !== undefined) return [];
  const offered = new Set(record.offered ?? Object.keys(record.setting));
  return allScripts(providers).filter(
    (script) => script.category !== 'technical' && script.cookies.length > 0 && !offered.has(script.slug),
  );
}
