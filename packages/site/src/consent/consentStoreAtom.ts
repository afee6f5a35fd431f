import type { ConsentStore } from '@shop/consent';
import { atom, useAtomValue } from 'jotai';

/**
 * The page's consent store, set once the consent bar's code has loaded and started it (null before
 * and on the server). Code that loads tools registers them with `store.registerTools(...)`.
 */
export const consentStoreAtom = atom<ConsentStore | null>(null);

/** The running site's consent store, or null until it has started. */
export function useSiteConsentStore(): ConsentStore | null {
  return useAtomValue(consentStoreAtom);
}
