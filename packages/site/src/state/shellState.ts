import { createToastStore, type ToastStore } from '@shop/ui';
import { atom, createStore } from 'jotai';
import type { RememberedLayout } from '../core/layoutMemory';
import { DEFAULT_RETURN_TO } from '../core/returnTo';

/** Where the logo and the back-to-order button lead; `/` until the cookie is read after hydration. */
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

export function createShellState(): ShellState {
  return { store: createStore(), toasts: createToastStore() };
}
