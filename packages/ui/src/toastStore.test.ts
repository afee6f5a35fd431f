import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore';

describe('createToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds toasts oldest first and returns distinct ids', () => {
    const store = createToastStore();
    const first = store.add({ type: 'info', message: 'One' });
    const second = store.add({ type: 'success', title: 'Done', message: 'Two' });
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toEqual([
      { id: first, type: 'info', message: 'One' },
      { id: second, type: 'success', title: 'Done', message: 'Two' },
    ]);
  });

  it('keeps at most five toasts and drops the oldest on overflow', () => {
    const store = createToastStore();
    const ids = ['1', '2', '3', '4', '5', '6'].map((n) => store.add({ type: 'error', message: n }));
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['2', '3', '4', '5', '6']);
    expect(store.getSnapshot().some((toast) => toast.id === ids[0])).toBe(false);
  });

  it('honours a custom limit', () => {
    const store = createToastStore({ limit: 2 });
    for (const n of ['a', 'b', 'c']) store.add({ type: 'error', message: n });
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['b', 'c']);
  });

  it('removes non-error toasts 5 s after they are shown', () => {
    const store = createToastStore();
    for (const type of ['success', 'warning', 'info'] as const)
      store.shown(store.add({ type, message: type }));
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a toast no display has shown yet, and gives it its full time once shown', () => {
    const store = createToastStore();
    const id = store.add({ type: 'success', message: 'Saved' });
    // The toast UI's code is still loading.
    vi.advanceTimersByTime(30_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.shown(id);
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('counts only the first report of a toast shown', () => {
    const store = createToastStore();
    const id = store.add({ type: 'info', message: 'Once' });
    store.shown(id);
    vi.advanceTimersByTime(3000);
    // A second display (a remounted region) shows it again: the time is not restarted.
    store.shown(id);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('ignores a shown report for a toast it does not hold', () => {
    const store = createToastStore();
    const id = store.add({ type: 'info', message: 'Gone' });
    store.remove(id);
    store.shown(id);
    store.shown('toast-unknown');
    expect(vi.getTimerCount()).toBe(0);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps error toasts until they are removed', () => {
    const store = createToastStore();
    const id = store.add({ type: 'error', message: 'Broken' });
    store.shown(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.remove(id);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('uses a custom timeout', () => {
    const store = createToastStore({ timeoutMs: 100 });
    store.shown(store.add({ type: 'info', message: 'Quick' }));
    vi.advanceTimersByTime(100);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('cancels the timer of a toast removed early or dropped on overflow', () => {
    const store = createToastStore({ limit: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.add({ type: 'info', message: 'first' });
    store.shown(first);
    store.remove(first);
    store.shown(store.add({ type: 'info', message: 'second' }));
    store.add({ type: 'error', message: 'third' });
    listener.mockClear();
    vi.advanceTimersByTime(10_000);
    expect(listener).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['third']);
  });

  it('notifies subscribers with a new snapshot on every change and stops after unsubscribe', () => {
    const store = createToastStore();
    const snapshots: unknown[] = [];
    const unsubscribe = store.subscribe(() => snapshots.push(store.getSnapshot()));
    const before = store.getSnapshot();
    const id = store.add({ type: 'error', message: 'x' });
    store.remove(id);
    store.remove(id);
    expect(snapshots).toHaveLength(2);
    expect(snapshots[0]).not.toBe(before);
    unsubscribe();
    store.add({ type: 'error', message: 'y' });
    expect(snapshots).toHaveLength(2);
  });

  it('clears every toast and its timer', () => {
    const store = createToastStore();
    store.shown(store.add({ type: 'info', message: 'a' }));
    store.add({ type: 'error', message: 'b' });
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects a limit below one', () => {
    expect(() => createToastStore({ limit: 0 })).toThrow(/limit must be a positive integer/);
  });
});
