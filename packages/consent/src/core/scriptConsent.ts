import type { ToolScript } from '@shop/contracts/browser';
import type { ConsentSetting } from './consentTypes';
import type { CookieProvider, Script } from './providerSchema';

export function allScripts(providers: readonly CookieProvider[]): Script[] {
  return providers.flatMap((provider) => provider.scripts);
}

/**
 * Whether a script may run under a setting. Technical scripts always may; under Global Privacy
 * Control marketing scripts never may, whatever was clicked.
 */
export function isScriptConsented(script: ToolScript, setting: ConsentSetting, gpc = false): boolean {
  if (script.category === 'technical') return true;
  if (gpc && script.category === 'marketing') return false;
  return setting[script.slug] === true;
}
