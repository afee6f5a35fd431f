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
