/** The user actions that keep a session alive (it ends after 30 minutes without one). */
export const ACTIVITY_EVENTS = ['click', 'mousemove', 'keypress', 'scroll', 'touchstart'] as const;

export interface BindActivityOptions {
  now: () => number;
  /** Mousemove and scroll fire many times a second; one refresh per interval is enough. */
  throttleMs?: number;
}

type ListenerTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Attaches passive, throttled activity listeners that call `touch`; returns the unbind. */
export function bindActivity(
  target: ListenerTarget,
  touch: () => void,
  { now, throttleMs = 1000 }: BindActivityOptions,
): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const listener = () => {
    const time = now();
    if (time - last < throttleMs) return;
    last = time;
    touch();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, { passive: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener);
  };
}
