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

  it('removes non-error toasts after 5 s', () => {
    const store = createToastStore();
    for (const type of ['success', 'warning', 'info'] as const) store.add({ type, message: type });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps error toasts until they are removed', () => {
    const store = createToastStore();
    const id = store.add({ type: 'error', message: 'Broken' });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.remove(id);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('uses a custom timeout', () => {
    const store = createToastStore({ timeoutMs: 100 });
    store.add({ type: 'info', message: 'Quick' });
    vi.advanceTimersByTime(100);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('cancels the timer of a toast removed early or dropped on overflow', () => {
    const store = createToastStore({ limit: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.add({ type: 'info', message: 'first' });
    store.remove(first);
    store.add({ type: 'info', message: 'second' });
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
    store.add({ type: 'info', message: 'a' });
    store.add({ type: 'error', message: 'b' });
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects a limit below one', () => {
    expect(() => createToastStore({ limit: 0 })).toThrow(/limit must be a positive integer/);
  });
});
