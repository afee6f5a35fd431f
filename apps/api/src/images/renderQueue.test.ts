import { describe, expect, it } from 'vitest';
import { createRenderQueue } from './renderQueue';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createRenderQueue', () => {
  it('runs at most `concurrency` tasks, queues up to `maxQueued` in order and refuses the rest', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxQueued: 2 });
    const gates = Array.from({ length: 4 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    expect(queue.load()).toEqual({ running: 2, queued: 2 });
    expect(queue.isFull()).toBe(true);
    expect(await queue.run(async () => 'late')).toEqual({ ok: false, reason: 'busy' });

    gates[0]?.resolve();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3].map((value) => ({ ok: true, value })));
    expect(queue.load()).toEqual({ running: 0, queued: 0 });
  });

  it('frees the slot of a task that throws', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxQueued: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken source')))).rejects.toThrow(
      'broken source',
    );
    expect(await queue.run(async () => 1)).toEqual({ ok: true, value: 1 });
  });
});
