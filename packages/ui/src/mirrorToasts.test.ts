import { describe, expect, it, vi } from 'vitest';
import { mirrorToasts, type ToastQueueLike } from './mirrorToasts';
import { createToastStore, type Toast } from './toastStore';

function createFakeQueue() {
  const entries: { key: string; toast: Toast; onClose: () => void }[] = [];
  let next = 0;
  const queue: ToastQueueLike = {
    add(toast, { onClose }) {
      const key = `k${next++}`;
      entries.push({ key, toast, onClose });
      return key;
    },
    close(key) {
      const index = entries.findIndex((entry) => entry.key === key);
      if (index < 0) return;
      // Mirrors RAC's ToastQueue, which calls onClose before it splices the toast out.
      entries[index]?.onClose();
      const after = entries.findIndex((entry) => entry.key === key);
      entries.splice(after, 1);
    },
  };
  return { queue, messages: () => entries.map((entry) => entry.toast.message), entries };
}

describe('mirrorToasts', () => {
  it('shows toasts already in the store and those added later', () => {
    const store = createToastStore();
    store.add({ type: 'error', message: 'early' });
    const fake = createFakeQueue();
    mirrorToasts(store, fake.queue);
    store.add({ type: 'error', message: 'late' });
    expect(fake.messages()).toEqual(['early', 'late']);
  });

  it('closes toasts the store removes or drops', () => {
    const store = createToastStore({ limit: 2 });
    const fake = createFakeQueue();
    mirrorToasts(store, fake.queue);
    const first = store.add({ type: 'error', message: 'a' });
    store.add({ type: 'error', message: 'b' });
    store.add({ type: 'error', message: 'c' });
    expect(fake.messages()).toEqual(['b', 'c']);
    store.remove(first);
    const second = store.getSnapshot()[0]!.id;
    store.remove(second);
    expect(fake.messages()).toEqual(['c']);
  });

  it('removes a toast from the store when the user closes it in the queue', () => {
    const store = createToastStore();
    const fake = createFakeQueue();
    mirrorToasts(store, fake.queue);
    store.add({ type: 'error', message: 'a' });
    store.add({ type: 'error', message: 'b' });
    fake.queue.close(fake.entries[0]!.key);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['b']);
    expect(fake.messages()).toEqual(['b']);
  });

  it('stops following the store and empties the queue when stopped', () => {
    const store = createToastStore();
    const fake = createFakeQueue();
    const stop = mirrorToasts(store, fake.queue);
    store.add({ type: 'error', message: 'a' });
    stop();
    expect(fake.messages()).toEqual([]);
    expect(store.getSnapshot()).toHaveLength(1);
    store.add({ type: 'error', message: 'b' });
    expect(fake.messages()).toEqual([]);
  });

  it('starts a toast’s time when it puts it in the queue, not when the store got it', () => {
    vi.useFakeTimers();
    try {
      const store = createToastStore();
      store.add({ type: 'success', message: 'before the display loaded' });
      vi.advanceTimersByTime(4000);
      const fake = createFakeQueue();
      mirrorToasts(store, fake.queue);
      vi.advanceTimersByTime(4999);
      expect(fake.messages()).toEqual(['before the display loaded']);
      vi.advanceTimersByTime(1);
      expect(fake.messages()).toEqual([]);
      expect(store.getSnapshot()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
