import type { ConsentSignals, ToolContext, ToolRegistry, ToolScript } from '@shop/contracts/browser';
import { scriptSignals } from './consentSignals';
import type { ConsentSetting } from './consentTypes';
import { isScriptConsented } from './scriptConsent';

export type { ToolContext, ToolHooks, ToolRegistry, ToolScript } from '@shop/contracts/browser';

export interface ToolReloadInput {
  /** The scripts consent is given for (every script of the provider list, or the configured tools). */
  scripts: readonly ToolScript[];
  setting: ConsentSetting;
  gpc: boolean;
  tools: ToolRegistry;
  /** What the tools are told; by default `scriptSignals(scripts, setting, gpc)`. */
  signals?: ConsentSignals;
  nonce: string | undefined;
  /** Slugs loaded so far; the result replaces it. */
  loaded: ReadonlySet<string>;
  onError(error: unknown, slug: string): void;
}

/**
 * Tool reload after a consent change, per script: its `always` hook; a loaded script whose consent
 * is gone is deactivated and marked not loaded; an unloaded one with consent is activated and
 * marked loaded. Under Global Privacy Control marketing scripts stay off. A hook that throws is
 * reported and stops neither its own reload nor the other tools'; a failed activation is tried
 * again on the next reload.
 */
export function reloadTools(input: ToolReloadInput): Set<string> {
  const loaded = new Set(input.loaded);
  const signals = input.signals ?? scriptSignals(input.scripts, input.setting, input.gpc);
  for (const script of input.scripts) {
    const hooks = input.tools[script.slug];
    if (hooks === undefined) continue;
    const context: ToolContext = { script, signals, nonce: input.nonce };
    const run = (hook: ((context: ToolContext) => void) | undefined) => {
      try {
        hook?.call(hooks, context);
        return true;
      } catch (error) {
        input.onError(error, script.slug);
        return false;
      }
    };
    run(hooks.always);
    const consented = isScriptConsented(script, input.setting, input.gpc);
    if (loaded.has(script.slug) && !consented) {
      run(hooks.deactivate);
      loaded.delete(script.slug);
    } else if (!loaded.has(script.slug) && consented && run(hooks.activate)) {
      loaded.add(script.slug);
    }
  }
  return loaded;
}
