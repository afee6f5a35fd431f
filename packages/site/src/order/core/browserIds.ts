import { SESSION_KEY } from '@shop/tracking';

/** The part of `Storage` read here, so tests can pass a plain object. */
export type IdStorage = Pick<Storage, 'getItem'>;

function readJson(storage: IdStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function stringField(value: unknown, field: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[field];
  return typeof found === 'string' && found !== '' ? found : null;
}

/** The tracking session's id (SPEC §3: a JSON record under `sessionId`), when there is one. */
export function readTrackingSessionId(storage: IdStorage): string | null {
  return stringField(readJson(storage, SESSION_KEY), 'sessionId');
}

/** `localStorage`, unless the browser refuses it (some privacy modes throw on access). */
export function browserLocalStorage(): IdStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
