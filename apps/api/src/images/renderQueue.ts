export interface RenderQueueOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Renders waiting for a slot; one more is refused. */
  maxQueued: number;
}

export type RenderOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'busy' };

export interface RenderQueue {
  /** Runs `task` in a slot, waiting for one if needed; `busy` when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<RenderOutcome<T>>;
  /** Whether `run` would refuse now. */
  isFull(): boolean;
  /** Renders running and waiting. */
  load(): { running: number; queued: number };
}

/**
 * Bounds image rendering: each render holds a CPU core and its decoded pixels in memory, so a few
 * run at a time, a few more wait, and the rest are refused at once instead of piling up.
 */
export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  const { concurrency, maxQueued } = options;
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= maxQueued) return { ok: false, reason: 'busy' };
        // The slot passes straight from the render that ends to this one, so `running` stays.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return { ok: true, value: await task() };
      } finally {
        release();
      }
    },
    isFull: () => running >= concurrency && waiting.length >= maxQueued,
    load: () => ({ running, queued: waiting.length }),
  };
}
