import type { MiddlewareHandler } from 'hono';
import type { ClientIp } from './clientIp';
import { apiError } from './errorResponses';
import type { RateLimiter } from './rateLimiter';

/** Answers 429 with `Retry-After` once the caller's address has used up its window. */
export function rateLimit(limiter: RateLimiter, clientIp: ClientIp): MiddlewareHandler {
  return async (c, next) => {
    const decision = limiter.hit(clientIp(c) ?? 'unknown');
    if (!decision.allowed) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
      return apiError(c, 429, 'rate_limited', 'Too many requests, try again later');
    }
    await next();
  };
}
