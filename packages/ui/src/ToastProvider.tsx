import { createContext, type ReactNode, useContext } from 'react';
import type { ToastStore } from './toastStore';

export const ToastStoreContext = createContext<ToastStore | null>(null);

export interface ToastProviderProps {
  /** The app's store from `createToastStore()`. */
  store: ToastStore;
  children: ReactNode;
}

/** Makes the app's toast store reachable through `useToasts()` and `ToastRegion`. */
export function ToastProvider({ store, children }: ToastProviderProps) {
  return <ToastStoreContext.Provider value={store}>{children}</ToastStoreContext.Provider>;
}

/** The toast store of the nearest `ToastProvider`; throws when there is none. */
export function useToasts(): ToastStore {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('useToasts() needs a <ToastProvider store={...}> above it');
  return store;
}
