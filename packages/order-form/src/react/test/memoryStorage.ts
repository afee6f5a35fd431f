import type { DraftStorage } from '../orderDraft';

/** A session storage double that tests and stories can seed and read back. */
export function createMemoryStorage(entries: Record<string, string> = {}): DraftStorage & {
  entries: Map<string, string>;
} {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}
