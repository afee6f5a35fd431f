/** The part of `Storage` the tracker uses, so tests and other runtimes can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** First-party cookies; `names()` lets the A/B test find the cookies of other tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string): void;
  names(): string[];
}

/** Injected so every delay can run under fake timers. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface FetchResponseLike {
  ok: boolean;
  status: number;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<FetchResponseLike>;

/** `navigator.sendBeacon`: true when the browser accepted the payload for delivery. */
export type SendBeacon = (url: string, body: string) => boolean;
