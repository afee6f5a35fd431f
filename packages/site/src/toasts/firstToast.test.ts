import { createToastStore } from '@shop/ui';
import { describe, expect, it, vi } from 'vitest';
import { whenFirstToast } from './firstToast';

describe('whenFirstToast', () => {
  it('waits for the first toast, then stops listening', () => {
    const store = createToastStore();
    const onFirst = vi.fn();
    whenFirstToast(store, onFirst);
    expect(onFirst).not.toHaveBeenCalled();
    store.add({ type: 'error', message: 'Prvá' });
    store.add({ type: 'error', message: 'Druhá' });
    store.clear();
    store.add({ type: 'error', message: 'Tretia' });
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('fires at once for a store that already holds a toast', () => {
    const store = createToastStore();
    store.add({ type: 'error', message: 'Skôr' });
    const onFirst = vi.fn();
    whenFirstToast(store, onFirst);
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('never fires once stopped', () => {
    const store = createToastStore();
    const onFirst = vi.fn();
    const stop = whenFirstToast(store, onFirst);
    stop();
    store.add({ type: 'error', message: 'Neskoro' });
    expect(onFirst).not.toHaveBeenCalled();
  });
});
