import type { PickupCarrier, PickupPoint, SearchPickupPoints } from './pickupPoint';

/** Fewer letters than this match too much to be worth a request. */
export const PICKUP_SEARCH_MIN_LENGTH = 2;
/** How long typing must pause before the search is sent. */
export const PICKUP_SEARCH_DELAY_MS = 300;

export type PickupSearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; points: readonly PickupPoint[] }
  | { status: 'failed'; query: string };

export interface PickupPointSearchOptions {
  carrier: PickupCarrier;
  search: SearchPickupPoints;
  delayMs?: number;
  /** Timers are injected so tests (and any host without `window`) control time. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface PickupPointSearch {
  /** Starts (or restarts) the pause before searching for `query`. */
  setQuery(query: string): void;
  /** Searches for `query` at once (the customer pressed Enter). */
  searchNow(query: string): void;
  getSnapshot(): PickupSearchState;
  subscribe(listener: () => void): () => void;
  /** Stops the pending search and drops answers still on their way. */
  dispose(): void;
}

/**
 * The picker's search as a store: waits for a pause in typing, sends one request per pause and
 * keeps only the answer to the latest query, so a slow early answer never replaces a later one.
 */
export function createPickupPointSearch({
  carrier,
  search,
  delayMs = PICKUP_SEARCH_DELAY_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: PickupPointSearchOptions): PickupPointSearch {
  let state: PickupSearchState = { status: 'idle' };
  let timer: unknown = null;
  let latest = 0;
  const listeners = new Set<() => void>();

  function commit(next: PickupSearchState) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  async function run(query: string, request: number) {
    commit({ status: 'searching', query });
    let answer: Awaited<ReturnType<SearchPickupPoints>>;
    try {
      answer = await search(carrier, query);
    } catch {
      answer = { ok: false };
    }
    if (request !== latest) return;
    commit(answer.ok ? { status: 'done', query, points: answer.points } : { status: 'failed', query });
  }

  /** Cancels what is pending; answers the query to search for, or null when it is too short. */
  function restart(raw: string): { query: string; request: number } | null {
    const query = raw.trim();
    if (timer !== null) clearTimer(timer);
    timer = null;
    latest += 1;
    if (query.length >= PICKUP_SEARCH_MIN_LENGTH) return { query, request: latest };
    if (state.status !== 'idle') commit({ status: 'idle' });
    return null;
  }

  return {
    setQuery(raw) {
      const next = restart(raw);
      if (!next) return;
      timer = setTimer(() => {
        timer = null;
        void run(next.query, next.request);
      }, delayMs);
    },
    searchNow(raw) {
      const next = restart(raw);
      if (next) void run(next.query, next.request);
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      latest += 1;
    },
  };
}
