import type { ToastStore } from '@shop/ui';

/**
 * Calls `onFirst` once, as soon as the store holds a toast (at once when it already does), and
 * returns the function that stops waiting. Lets the toast UI load only when it has something
 * to show.
 */
export function whenFirstToast(store: Pick<ToastStore, 'getSnapshot' | 'subscribe'>, onFirst: () => void) {
  let waiting = true;
  let unsubscribe = () => {};
  const check = () => {
    if (!waiting || store.getSnapshot().length === 0) return;
    waiting = false;
    unsubscribe();
    onFirst();
  };
  unsubscribe = store.subscribe(check);
  check();
  return () => {
    waiting = false;
    unsubscribe();
  };
}
