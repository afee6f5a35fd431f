import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ConsentSnapshot, ConsentStore } from '../core/consentStore';
import type { ConsentBarTexts } from '../core/consentTexts';

interface ConsentContextValue {
  store: ConsentStore;
  getServerSnapshot: () => ConsentSnapshot;
  texts: ConsentBarTexts;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export interface ConsentProviderProps {
  /** The page's store from `createConsentStore()`. */
  store: ConsentStore;
  /**
   * The bar's texts: a shipped locale's (`barTexts` of `@shop/consent/texts/en/bar`, `/cs/bar`, `/sk/bar`),
   * some of them changed with `mergeTexts`, or a whole object for another language. Passed rather than
   * built in, so a page carries only the language it shows.
   */
  texts: ConsentBarTexts;
  /**
   * Whether the bar is in the server-rendered HTML. The server cannot read the visitor's choice, so the
   * first render (on the server and during hydration) uses this instead of the stored one; the real
   * state takes over right after hydration. The bar overlays the page, so the switch shifts nothing.
   */
  initialOpen?: boolean;
  children: ReactNode;
}

/** Makes the app's consent store reachable by the consent components and hooks below. */
export function ConsentProvider({ store, texts, initialOpen = true, children }: ConsentProviderProps) {
  const value = useMemo<ConsentContextValue>(() => {
    let base: ConsentSnapshot | null = null;
    let server: ConsentSnapshot | null = null;
    // useSyncExternalStore needs the same object back until the store changes.
    const getServerSnapshot = () => {
      const current = store.getSnapshot();
      if (current !== base || server === null) {
        base = current;
        server = { ...current, dialogOpen: initialOpen };
      }
      return server;
    };
    return { store, getServerSnapshot, texts };
  }, [store, initialOpen, texts]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

function useConsentContext(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('consent components need a <ConsentProvider store={...}> above them');
  return value;
}

/** The bar's texts from the nearest `ConsentProvider`; the dialog shares the category names and buttons. */
export function useConsentBarTexts(): ConsentBarTexts {
  return useConsentContext().texts;
}

const identity = (snapshot: ConsentSnapshot) => snapshot;

/**
 * The part of the consent snapshot a component needs; it re-renders when that part changes. The
 * selector must return a value from the snapshot or a primitive, not a new object on each call.
 */
export function useConsentSnapshot(): ConsentSnapshot;
export function useConsentSnapshot<T>(selector: (snapshot: ConsentSnapshot) => T): T;
export function useConsentSnapshot<T>(selector?: (snapshot: ConsentSnapshot) => T): T | ConsentSnapshot {
  const { store, getServerSnapshot } = useConsentContext();
  const select = selector ?? identity;
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getSnapshot()),
    () => select(getServerSnapshot()),
  );
}

export interface ConsentValue {
  snapshot: ConsentSnapshot;
  /** The actions: `acceptAll`, `acceptSelected`, `deny`, `open`, `close`, ... */
  store: ConsentStore;
}

/** The store of the nearest `ConsentProvider` and its current snapshot. */
export function useConsent(): ConsentValue {
  const { store } = useConsentContext();
  const snapshot = useConsentSnapshot();
  return { snapshot, store };
}
