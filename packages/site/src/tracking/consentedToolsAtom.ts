import type { ConsentSetting } from '@shop/consent';
import type { ToolLoaders } from '@shop/tracking/loaders';
import { atom } from 'jotai';

export interface ConsentedTools {
  loaders: ToolLoaders;
  /** Each configured tool, true where it runs (consented; marketing never under Global Privacy Control). */
  setting: ConsentSetting;
}

/**
 * The page's third-party tools once consent has started any, with the consent they run under:
 * set by the tracking runtime after each tool reload, null before (and with nothing consented).
 * Pages that hand the tools an order (the thank-you pages) read it.
 */
export const consentedToolsAtom = atom<ConsentedTools | null>(null);
