import type { Context, MiddlewareHandler } from 'hono';

export interface RequestDeadlineOptions {
  /** How long a request may take before it is answered with `late`. */
  ms: number;
  /** The answer once the deadline passed (the API's 503 `unavailable`). */
  late: (c: Context) => Response | Promise<Response>;
}

/**
 * Answers every request within `ms`: one still running then (waiting for a database that does
 * not answer, say) gets the `late` answer, and what it does afterwards is not sent. Whatever it
 * commits later stays committed, so a client sending it again with its idempotency key gets the
 * stored answer.
 */
export function requestDeadline({ ms, late }: RequestDeadlineOptions): MiddlewareHandler {
  return async (c, next) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
    });
    try {
      const outcome = await Promise.race([next().then(() => 'answered' as const), deadline]);
      if (outcome === 'late') c.res = await late(c);
    } finally {
      clearTimeout(timer);
    }
  };
}
