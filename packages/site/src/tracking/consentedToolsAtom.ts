import type { ConsentSettingLike, ToolLoaders } from '@shop/tracking/loaders';
import { atom } from 'jotai';

export interface ConsentedTools {
  loaders: ToolLoaders;
  /** The consent the tools run under (marketing left out under Global Privacy Control). */
  setting: ConsentSettingLike;
}

/**
 * The page's third-party tools once consent has started any, with the consent they run under:
 * set by the tracking runtime after each tool reload, null before (and with nothing consented).
 * Pages that hand the tools an order (the thank-you pages) read it.
 */
export const consentedToolsAtom = atom<ConsentedTools | null>(null);
