/** The part of `Storage` the packages use, so tests and other runtimes can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A storage that may be missing or throw (Safari private mode, storage disabled): reads return
 * null and writes are dropped instead of breaking the page, so a caller that must know reads back.
 */
export function safeStorage(get: () => Storage | null | undefined): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return get()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        get()?.setItem(key, value);
      } catch {
        // Quota or denial: what is stored is a convenience, never a requirement.
      }
    },
    removeItem(key) {
      try {
        get()?.removeItem(key);
      } catch {
        // Same as above: nothing to undo.
      }
    },
  };
}

/** An in-memory storage for tests, stories and runtimes without Web Storage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
