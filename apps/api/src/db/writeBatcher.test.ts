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

  it('rejects every row when the database refuses them all, and keeps writing later ones', async () => {
    const write = vi.fn(async (_rows: number[]) => {});
    write.mockRejectedValueOnce(new Error('database down'));
    write.mockRejectedValueOnce(new Error('database down'));
    write.mockRejectedValueOnce(new Error('database down'));
    const batcher = createWriteBatcher({ write, maxWaitMs: 1 });
    const failed = [batcher.add(1), batcher.add(2)].map((added) =>
      added.catch((error: Error) => error.message),
    );
    await vi.advanceTimersByTimeAsync(1);
    expect(await Promise.all(failed)).toEqual(['database down', 'database down']);
    const later = batcher.add(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(later).resolves.toBeUndefined();
    expect(write.mock.calls).toEqual([[[1, 2]], [[1]], [[2]], [[3]]]);
  });

  it('fails only the row the database cannot store, not the rest of its batch', async () => {
    const write = vi.fn(async (rows: number[]) => {
      if (rows.includes(2)) throw new Error('invalid byte sequence');
    });
    const batcher = createWriteBatcher({ write });
    const outcomes = [1, 2, 3].map((row) =>
      batcher.add(row).then(
        () => 'stored',
        (error: Error) => error.message,
      ),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(await Promise.all(outcomes)).toEqual(['stored', 'invalid byte sequence', 'stored']);
  });

  it('by default batches the rows added in the same turn of the event loop', async () => {
    const write = vi.fn(async (_rows: number[]) => {});
    const batcher = createWriteBatcher({ write });
    const added = [batcher.add(1), batcher.add(2)];
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all(added);
    expect(write.mock.calls).toEqual([[[1, 2]]]);
  });

  it('writes the rows that arrived during a write as one batch as soon as it ends', async () => {
    let finishFirst = () => {};
    const write = vi.fn(async (rows: number[]) => {
      if (rows[0] === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const batcher = createWriteBatcher({ write, maxWaitMs: 60_000 });
    const first = batcher.add(1);
    await vi.advanceTimersByTimeAsync(60_000);
    const during = [batcher.add(2), batcher.add(3), batcher.add(4)];
    finishFirst();
    await Promise.all([first, ...during]);
    expect(write.mock.calls).toEqual([[[1]], [[2, 3, 4]]]);
  });

  it('splits what waits into batches of at most maxRows', async () => {
    let finishFirst = () => {};
    const write = vi.fn(async (rows: number[]) => {
      if (rows[0] === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const batcher = createWriteBatcher({ write, maxRows: 2 });
    const added = [1, 2, 3, 4, 5].map((row) => batcher.add(row));
    finishFirst();
    await Promise.all(added);
    expect(write.mock.calls).toEqual([[[1, 2]], [[3, 4]], [[5]]]);
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

  it('flush resolves only once the rows added during a write are written too', async () => {
    let finishFirst = () => {};
    const written: number[] = [];
    const write = vi.fn(async (rows: number[]) => {
      if (rows[0] === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
      written.push(...rows);
    });
    const batcher = createWriteBatcher({ write, maxRows: 1 });
    void batcher.add(1);
    void batcher.add(2);
    const flushed = batcher.flush();
    void batcher.add(3);
    finishFirst();
    await flushed;
    expect(written).toEqual([1, 2, 3]);
  });

  it('stores each row of a refused batch with writeOne when given, a batch of one too', async () => {
    const write = vi.fn(async (_rows: number[]) => {
      throw new Error('refused');
    });
    const alone: number[] = [];
    const writeOne = vi.fn(async (row: number) => {
      if (row === 2) throw new Error('bad row');
      alone.push(row);
    });
    const batcher = createWriteBatcher({ write, writeOne });
    const settled = Promise.allSettled([batcher.add(1), batcher.add(2), batcher.add(3)]);
    await vi.runAllTimersAsync();
    expect((await settled).map((one) => one.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(alone).toEqual([1, 3]);

    const lone = batcher.add(4);
    await vi.runAllTimersAsync();
    await lone;
    expect(write.mock.calls.at(-1)).toEqual([[4]]);
    expect(alone).toEqual([1, 3, 4]);
  });
});
