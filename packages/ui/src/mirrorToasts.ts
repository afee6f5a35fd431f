import type { Toast, ToastStore } from './toastStore';

/** The part of RAC's `ToastQueue` the mirror needs. */
export interface ToastQueueLike {
  add(content: Toast, options: { onClose: () => void }): string;
  close(key: string): void;
}

/**
 * Keeps a display queue equal to the store, which stays the single source of truth: toasts the
 * store adds or drops are added to or closed in the queue (and reported `shown`, which starts
 * their time), and a toast the user closes in the queue is removed from the store. Returns the
 * function that stops mirroring.
 */
export function mirrorToasts(store: ToastStore, queue: ToastQueueLike): () => void {
  const keys = new Map<string, string>();

  function sync() {
    const current = store.getSnapshot();
    const live = new Set(current.map((toast) => toast.id));
    for (const [id, key] of keys) {
      if (live.has(id)) continue;
      // Forget the key first so the queue's onClose does not echo back into the store.
      keys.delete(id);
      queue.close(key);
    }
    for (const toast of current) {
      if (keys.has(toast.id)) continue;
      const key = queue.add(toast, {
        onClose: () => {
          if (keys.delete(toast.id)) store.remove(toast.id);
        },
      });
      keys.set(toast.id, key);
      store.shown(toast.id);
    }
  }

  sync();
  const unsubscribe = store.subscribe(sync);
  return () => {
    unsubscribe();
    const open = [...keys.values()];
    keys.clear();
    for (const key of open) queue.close(key);
  };
}
