import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createRateLimiter', () => {
  it('allows the limit within a window, then refuses with the time left', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now });
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 0 });
    advance(400);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 600 });
  });

  it('counts each key on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('starts a new window once the old one has passed', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now });
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    advance(1000);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets the oldest keys when full, keeping memory bounded', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: clock().now });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
  });

  it('forgets the window that ends first, not the address seen first, when full', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2, now });
    limiter.hit('a');
    advance(500);
    limiter.hit('b');
    advance(500);
    limiter.hit('a');
    advance(200);
    limiter.hit('c');
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
  });
});
