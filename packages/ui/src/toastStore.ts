/** At most 5 toasts; all but errors go away after 5 s. */
const TOAST_LIMIT = 5;
const TOAST_TIMEOUT_MS = 5_000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  type: ToastType;
  title?: string;
  /** HTML; sanitised when rendered. */
  message: string;
}

export interface Toast extends ToastInput {
  id: string;
}

export interface ToastStoreOptions {
  /** Most toasts shown at once; adding one more drops the oldest. */
  limit?: number;
  /** How long a non-error toast stays once shown. Error toasts stay until removed. */
  timeoutMs?: number;
}

export interface ToastStore {
  /** Shows a toast and returns its id. */
  add(toast: ToastInput): string;
  /**
   * Tells the store that a display now shows the toast: a non-error toast's time starts here, so a
   * toast added before the toast UI has loaded still stays its full time. Only the first call for
   * a toast counts.
   */
  shown(id: string): void;
  remove(id: string): void;
  clear(): void;
  /** Toasts oldest first. The array is replaced on every change, so it can be compared by identity. */
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/**
 * The toast list, free of React so any UI (or a test) can drive it. An error toast stays until
 * removed; any other goes away `timeoutMs` after a display reports it `shown`, and until then it
 * waits (the limit still drops the oldest).
 */
export function createToastStore({
  limit = TOAST_LIMIT,
  timeoutMs = TOAST_TIMEOUT_MS,
}: ToastStoreOptions = {}): ToastStore {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`createToastStore: limit must be a positive integer, got ${limit}`);
  }
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const shownIds = new Set<string>();
  const listeners = new Set<() => void>();

  function commit(next: readonly Toast[]) {
    toasts = next;
    for (const listener of [...listeners]) listener();
  }

  function stopTimer(id: string) {
    shownIds.delete(id);
    const timer = timers.get(id);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.delete(id);
  }

  function remove(id: string) {
    stopTimer(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    commit(toasts.filter((toast) => toast.id !== id));
  }

  return {
    add(input) {
      const id = `toast-${nextId++}`;
      const toast: Toast = { id, type: input.type, message: input.message };
      if (input.title !== undefined) toast.title = input.title;
      const next = [...toasts, toast];
      const dropped = next.splice(0, Math.max(0, next.length - limit));
      for (const old of dropped) stopTimer(old.id);
      commit(next);
      return id;
    },
    shown(id) {
      if (shownIds.has(id)) return;
      const toast = toasts.find((candidate) => candidate.id === id);
      if (!toast) return;
      shownIds.add(id);
      if (toast.type !== 'error')
        timers.set(
          id,
          setTimeout(() => remove(id), timeoutMs),
        );
    },
    remove,
    clear() {
      shownIds.clear();
      for (const id of [...timers.keys()]) stopTimer(id);
      if (toasts.length > 0) commit([]);
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
