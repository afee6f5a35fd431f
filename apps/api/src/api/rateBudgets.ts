import { apiPaths } from '@shop/contracts/vocabulary';
import type { MiddlewareHandler } from 'hono';
import type { ClientIp } from './clientIp';
import { rateLimit } from './rateLimit';
import { createRateLimiter, type RateLimitOptions } from './rateLimiter';

/** The kinds of write that count against budgets of their own. */
export type RateBudgetKind =
  | 'orders'
  | 'contact'
  | 'consents'
  | 'codeChecks'
  | 'beats'
  | 'cspReports'
  | 'other';

export type RateBudget = Pick<RateLimitOptions, 'limit' | 'windowMs'>;
export type RateBudgets = Record<RateBudgetKind, RateBudget>;

const perMinute = (limit: number): RateBudget => ({ limit, windowMs: 60_000 });

/**
 * What one address may send a minute, per kind of write. An address is often many shoppers (a
 * mobile carrier's or an office's NAT), so each budget leaves room for ten at once, and no kind
 * can use up another's: a page view's device call and consent save never cost an order.
 * - orders 30: ten shoppers ordering in the same minute, each with a card payment start (also an
 *   orders call) and one retry after a lost answer;
 * - contact 5: a message takes minutes to write; more from one address is a script;
 * - consents 60 (device calls and consent saves together): every first page view of a browser
 *   makes a device call and a choice in the bar saves a consent, for ten shoppers browsing;
 * - codeChecks 30: a shopper checks a code or two, mistyped ones included; it also bounds
 *   guessing codes;
 * - beats 600: a page view sends several, and every open tab keeps sending;
 * - cspReports 60: a page breaking its policy reports each violation;
 * - other 30: client error reports and any other write.
 */
export const defaultRateBudgets: RateBudgets = {
  orders: perMinute(30),
  contact: perMinute(5),
  consents: perMinute(60),
  codeChecks: perMinute(30),
  beats: perMinute(600),
  cspReports: perMinute(60),
  other: perMinute(30),
};

/** Every budget times `factor`, for a server all of whose callers share one address (e2e). */
export function scaledRateBudgets(factor: number, budgets: RateBudgets = defaultRateBudgets): RateBudgets {
  const scaled = Object.entries(budgets).map(([kind, budget]) => [
    kind,
    { ...budget, limit: budget.limit * factor },
  ]);
  return Object.fromEntries(scaled) as RateBudgets;
}

/** The API paths whose writes have a budget of their own; a path below one counts with it. */
const kindOfPath: ReadonlyArray<readonly [path: string, kind: RateBudgetKind]> = [
  // `/api/orders/:id/payment` (a payment start) counts with the orders.
  [apiPaths.orders, 'orders'],
  [apiPaths.contact, 'contact'],
  [apiPaths.consents, 'consents'],
  [apiPaths.device, 'consents'],
  [apiPaths.discountCheck, 'codeChecks'],
  [apiPaths.beats, 'beats'],
  [apiPaths.cspReports, 'cspReports'],
];

/** The budget a write to `path` (the full path, `/api/...`) counts against. */
export function rateBudgetKindOf(path: string): RateBudgetKind {
  for (const [prefix, kind] of kindOfPath) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return kind;
  }
  return 'other';
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Counts every write against its kind's budget per address, answering 429 with `Retry-After`
 * once that budget is used up. Reads are not counted. Counts are kept in this process's memory.
 */
export function rateLimitWrites(budgets: RateBudgets, clientIp: ClientIp): MiddlewareHandler {
  const limits = new Map(
    Object.entries(budgets).map(([kind, budget]) => [kind, rateLimit(createRateLimiter(budget), clientIp)]),
  );
  return (c, next) => {
    if (!writeMethods.has(c.req.method)) return next();
    const limit = limits.get(rateBudgetKindOf(c.req.path));
    if (!limit) throw new Error(`No rate budget for ${c.req.path}`);
    return limit(c, next);
  };
}
