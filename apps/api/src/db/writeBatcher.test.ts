import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWriteBatcher } from './writeBatcher';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createWriteBatcher', () => {
  it('writes rows that arrive within the wait in one batch, in arrival order', async () => {
    const write = vi.fn(async (_rows: number[]) => {});
    const batcher = createWriteBatcher({ write, maxWaitMs: 5 });
    const added = [batcher.add(1), batcher.add(2), batcher.add(3)];
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5);
    await Promise.all(added);
    expect(write.mock.calls).toEqual([[[1, 2, 3]]]);
  });

  it('writes a full batch at once without waiting', async () => {
    const write = vi.fn(async (_rows: number[]) => {});
    const batcher = createWriteBatcher({ write, maxRows: 2, maxWaitMs: 1000 });
    const first = Promise.all([batcher.add(1), batcher.add(2)]);
    await first;
    expect(write.mock.calls).toEqual([[[1, 2]]]);
    const third = batcher.add(3);
    await vi.advanceTimersByTimeAsync(1000);
    await third;
    expect(write.mock.calls).toEqual([[[1, 2]], [[3]]]);
  });

  it('acknowledges a row only after its batch is written', async () => {
    let finishWrite = () => {};
    const write = vi.fn(() => new Promise<void>((resolve) => (finishWrite = resolve)));
    const batcher = createWriteBatcher<number>({ write, maxWaitMs: 1 });
    let stored = false;
    const added = batcher.add(1).then(() => (stored = true));
    await vi.advanceTimersByTimeAsync(1);
    expect(write).toHaveBeenCalledTimes(1);
    expect(stored).toBe(false);
    finishWrite();
    await added;
    expect(stored).toBe(true);
  });

  it('rejects every row of a failed batch and keeps writing later ones', async () => {
    const write = vi.fn(async (_rows: number[]) => {}).mockRejectedValueOnce(new Error('database down'));
    const batcher = createWriteBatcher({ write, maxWaitMs: 1 });
    const failed = [batcher.add(1), batcher.add(2)].map((added) =>
      added.catch((error: Error) => error.message),
    );
    await vi.advanceTimersByTimeAsync(1);
    expect(await Promise.all(failed)).toEqual(['database down', 'database down']);
    const later = batcher.add(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(later).resolves.toBeUndefined();
    expect(write.mock.calls.at(-1)).toEqual([[3]]);
  });

  it('writes batches one after another', async () => {
    const order: string[] = [];
    let finishFirst = () => {};
    const write = vi.fn(async (rows: number[]) => {
      order.push(`start ${rows.join()}`);
      if (rows[0] === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push(`end ${rows.join()}`);
    });
    const batcher = createWriteBatcher({ write, maxRows: 1 });
    const first = batcher.add(1);
    const second = batcher.add(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start 1']);
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('flush writes what is waiting without the timer', async () => {
    const write = vi.fn(async (_rows: number[]) => {});
    const batcher = createWriteBatcher({ write, maxWaitMs: 60_000 });
    const added = batcher.add(7);
    await batcher.flush();
    await added;
    expect(write.mock.calls).toEqual([[[7]]]);
  });
});
