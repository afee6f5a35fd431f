/** SPEC §9: at most 4 route preloads at once. */
const ROUTE_PRELOAD_CONCURRENCY = 4;

/**
 * Wraps an async function so at most `limit` calls run at once; further calls wait their turn
 * in order. Each call resolves or rejects as the wrapped one does.
 */
export function limitConcurrency<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
  limit: number,
): (...args: Args) => Promise<Result> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return (...args) =>
    new Promise<Result>((resolve, reject) => {
      const start = () => {
        running += 1;
        run(...args)
          .then(resolve, reject)
          .finally(next);
      };
      if (running < limit) start();
      else waiting.push(start);
    });
}

/** The part of a router that preloads a route's code and data (hover or touch on a link). */
export interface RoutePreloader {
  preloadRoute: (...args: never[]) => Promise<unknown>;
}

/**
 * Lets at most SPEC §9's 4 route preloads run at once: moving the pointer across a menu starts
 * one per link, and a phone's few connections should fetch what is asked for next, not all of it.
 */
export function limitRoutePreloads<Router extends RoutePreloader>(
  router: Router,
  limit: number = ROUTE_PRELOAD_CONCURRENCY,
): Router {
  router.preloadRoute = limitConcurrency(router.preloadRoute.bind(router), limit) as Router['preloadRoute'];
  return router;
}
