/** The part of `Storage` the shell uses, so tests can pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * A storage that may be missing or throw (Safari private mode, blocked cookies): reads return
 * null and writes are dropped instead of breaking the page.
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
        // Storage full or denied: the remembered value is a convenience, not a requirement.
      }
    },
  };
}

/** An in-memory storage for tests and stories. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}
