import { createToastStore, type ToastStore } from '@shop/ui';
import { atom, createStore } from 'jotai';
import type { RememberedLayout } from '../layouts/layoutMemory';
import { DEFAULT_RETURN_TO } from '../navigation/returnTo';

/**
 * Where the logo and the back-to-order button lead: in the browser it starts at the path the
 * document's inline script gave them (`readDocumentReturnTo`), and follows the cookie from then on.
 */
export const returnToAtom = atom<string>(DEFAULT_RETURN_TO);

/** The last default or year layout seen in this tab (SPEC §4 layout memory). */
export const previousLayoutAtom = atom<RememberedLayout | null>(null);

/** True once a newer build is deployed; the next navigation then loads the page fully. */
export const newBuildAtom = atom<boolean>(false);

/** Client state of one running site: one per router, never shared between renders. */
export interface ShellState {
  store: ReturnType<typeof createStore>;
  toasts: ToastStore;
}

export interface ShellStateOptions {
  /** The return-to path the document was shown with; `/` by default. */
  returnTo?: string;
}

export function createShellState(options: ShellStateOptions = {}): ShellState {
  const store = createStore();
  if (options.returnTo !== undefined) store.set(returnToAtom, options.returnTo);
  return { store, toasts: createToastStore() };
}
