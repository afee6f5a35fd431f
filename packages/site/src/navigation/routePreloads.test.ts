import { describe, expect, it } from 'vitest';
import { limitConcurrency, limitRoutePreloads } from './routePreloads';

function deferred() {
  let resolve: (value: string) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limitConcurrency', () => {
  it('runs at most the limit at once and starts the waiting calls in order as others finish', async () => {
    const calls = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    const limited = limitConcurrency(async (index: number) => {
      started.push(index);
      return calls[index]?.promise ?? '';
    }, 4);
    // Each outcome is kept as it settles, so a rejection is never left unhandled.
    const results = calls.map((_, index) =>
      limited(index).then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    calls[2]?.resolve('two');
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    calls[0]?.reject(new Error('offline'));
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    for (const call of calls) call.resolve('done');
    expect(await Promise.all(results)).toEqual([
      { error: 'offline' },
      { value: 'done' },
      { value: 'two' },
      { value: 'done' },
      { value: 'done' },
      { value: 'done' },
    ]);
  });
});

describe('limitRoutePreloads', () => {
  it("holds a router's fifth preload until one of four has finished", async () => {
    const pending = Array.from({ length: 5 }, () => deferred());
    let started = 0;
    const router = {
      preloadRoute(): Promise<unknown> {
        const call = pending[started];
        started += 1;
        return call?.promise ?? Promise.resolve();
      },
    };
    limitRoutePreloads(router);
    for (let index = 0; index < 5; index += 1) void router.preloadRoute();
    await tick();
    expect(started).toBe(4);
    pending[1]?.resolve('loaded');
    await tick();
    expect(started).toBe(5);
  });
});
