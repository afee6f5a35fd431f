import { type ConsentSetting, reloadTools } from '@shop/consent';
import type { ToolLoaders } from '../toolLoaders';

/** The loaders run as a consent manager runs them: `@shop/consent`'s tool reload over their hooks. */
export function consentReload(loaders: ToolLoaders, nonce?: string) {
  let loaded: ReadonlySet<string> = new Set();
  return {
    apply(setting: ConsentSetting, gpc = false) {
      loaded = reloadTools({
        scripts: loaders.scripts,
        setting,
        gpc,
        tools: loaders.tools,
        nonce,
        loaded,
        onError: (error) => {
          throw error;
        },
      });
    },
    loaded: () => loaded,
  };
}
