import type { ConsentSetting } from './consentRecord';
import type { ConsentSignals } from './consentSignals';
import type { CookieProvider, Script } from './providerSchema';
import { allScripts, isScriptConsented } from './scriptConsent';

export interface ToolContext {
  script: Script;
  signals: ConsentSignals;
  /** CSP nonce for any `<script>` the hook inserts. */
  nonce: string | undefined;
}

/** What a tracking tool does when consent changes; registered per script slug. */
export interface ToolHooks {
  /** Runs on every reload whatever the consent, e.g. to pass the current consent flags on. */
  always?(context: ToolContext): void;
  activate(context: ToolContext): void;
  deactivate(context: ToolContext): void;
}

export type ToolRegistry = Readonly<Record<string, ToolHooks>>;

export interface ToolReloadInput {
  providers: readonly CookieProvider[];
  setting: ConsentSetting;
  gpc: boolean;
  tools: ToolRegistry;
  signals: ConsentSignals;
  nonce: string | undefined;
  /** Slugs loaded so far; the result replaces it. */
  loaded: ReadonlySet<string>;
  onError(error: unknown, slug: string): void;
}

/**
 * Tool reload after a consent change, per script: its `always` hook; a loaded script whose consent is gone is
 * deactivated and marked not loaded; an unloaded one with consent is activated and marked loaded.
 * A failing hook is reported and does not stop the other tools.
 */
export function reloadTools(input: ToolReloadInput): Set<string> {
  const loaded = new Set(input.loaded);
  for (const script of allScripts(input.providers)) {
    const hooks = input.tools[script.slug];
    if (hooks === undefined) continue;
    const context: ToolContext = { script, signals: input.signals, nonce: input.nonce };
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
