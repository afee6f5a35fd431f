import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/fakes';
import { createBeatQueue, retryDelay } from './beatQueue';
import type { TrackingEvent } from './trackingEvent';

function beat(sequence: number): TrackingEvent {
  return { action: 'PAGE', data: {}, sessionId: 's', clientTime: 0, site: 'sk', sequence };
}

describe('retryDelay', () => {
  it('doubles from one second up to five minutes', () => {
    expect([1, 2, 3, 4, 20].map((attempts) => retryDelay(attempts))).toEqual([
      1000, 2000, 4000, 8000, 300_000,
    ]);
  });
});

describe('createBeatQueue', () => {
  it('persists beats in localStorage with backoff after failures', () => {
    const storage = memoryStorage();
    const queue = createBeatQueue({ storage });
    queue.hold(beat(1), 0, 100);
    queue.hold(beat(2), 3, 100);
    const reopened = createBeatQueue({ storage });
    expect(reopened.entries().map((entry) => [entry.event.sequence, entry.dueAt])).toEqual([
      [1, 100],
      [2, 4100],
    ]);
    expect(reopened.nextDueAt()).toBe(100);
    reopened.remove(beat(1));
    expect(reopened.nextDueAt()).toBe(4100);
  });

  it('drops the oldest beats beyond capacity and counts them', () => {
    const queue = createBeatQueue({ storage: memoryStorage(), capacity: 2 });
    for (const sequence of [1, 2, 3]) queue.hold(beat(sequence), 0, 0);
    expect(queue.entries().map((entry) => entry.event.sequence)).toEqual([2, 3]);
    expect(queue.takeCounters()).toEqual({ queued: 3, sent: 0, acknowledged: 0, dropped: { overflow: 1 } });
  });

  it('gives up on a beat after the maximum attempts', () => {
    const queue = createBeatQueue({ storage: memoryStorage(), maxAttempts: 2 });
    queue.hold(beat(1), 1, 0);
    queue.hold(beat(1), 2, 0);
    expect(queue.entries()).toEqual([]);
    expect(queue.takeCounters()).toEqual({ queued: 1, sent: 0, acknowledged: 0, dropped: { attempts: 1 } });
  });

  it('hands the counters over once and then starts again from zero', () => {
    const queue = createBeatQueue({ storage: memoryStorage() });
    expect(queue.takeCounters()).toBeUndefined();
    queue.count('sent');
    queue.count('acknowledged');
    expect(queue.takeCounters()).toEqual({ queued: 0, sent: 1, acknowledged: 1, dropped: {} });
    expect(queue.takeCounters()).toBeUndefined();
  });
});
