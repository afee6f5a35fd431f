import type { ConsentRecord } from './consentRecord';
import type { CookieProvider, Script } from './providerSchema';
import { allScripts, isScriptConsented } from './scriptConsent';

/** Scripts that make the dialog ask: non-technical, storing cookies, and not consented. */
function needsAnswer(script: Script, record: ConsentRecord, gpc: boolean): boolean {
  if (script.category === 'technical' || script.cookies.length === 0) return false;
  // Under GPC the browser has already answered for marketing, so it must not make the dialog nag.
  if (gpc && script.category === 'marketing') return false;
  return !isScriptConsented(script, record.setting, gpc);
}

/**
 * SPEC §4: no stored consent shows the dialog; a stored one keeps it hidden only when every
 * non-technical script that has cookies is covered by a true setting.
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
 * Non-technical scripts with cookies that the visitor was not offered when saving: the reason the
 * dialog shows again to someone who already chose, for the UI to name them.
 */
export function findNewScripts(providers: readonly CookieProvider[], record: ConsentRecord | null): Script[] {
  if (record === null) return [];
  const offered = new Set(record.offered ?? Object.keys(record.setting));
  return allScripts(providers).filter(
    (script) => script.category !== 'technical' && script.cookies.length > 0 && !offered.has(script.slug),
  );
}
