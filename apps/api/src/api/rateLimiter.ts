export interface RateLimitOptions {
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** Upper bound of remembered keys, so a flood of addresses cannot grow memory without end. */
  maxKeys?: number;
  now?: () => number;
}

export type RateLimitDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  hit(key: string): RateLimitDecision;
}

/**
 * Fixed-window counter per key, kept in memory. Each API instance counts on its own, so behind a
 * load balancer the effective limit is the per-instance limit times the instance count.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { limit, windowMs, maxKeys = 10_000, now = Date.now } = options;
  const windows = new Map<string, { count: number; resetAt: number }>();

  // Windows stay in the map in the order they end (a renewed one is moved to the back), so the
  // ended ones are always at the front: making room looks at those and no further, instead of
  // scanning every remembered address for each new one once the map is full.
  const evict = (time: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt > time && windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    hit(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        if (window) windows.delete(key);
        else if (windows.size >= maxKeys) evict(time);
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit) return { allowed: false, retryAfterMs: window.resetAt - time };
      return { allowed: true, remaining: limit - window.count };
    },
  };
}
