import type { KeyValueStorage } from './ports';

/**
 * A storage that may be missing or throw (Safari private mode, storage disabled): reads return
 * null and writes are dropped, so tracking never breaks the page.
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
        // Quota or denial: the caller reads back and treats the value as not stored.
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

/** Reads a JSON value, returning undefined for a missing or unreadable entry. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
