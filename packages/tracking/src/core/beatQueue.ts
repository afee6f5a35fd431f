import type { KeyValueStorage } from '@shop/contracts/browser';
import { DELIVERY_KEY, QUEUE_KEY } from './constants';
import { isRecord, readJson } from './storedJson';
import type { DeliveryCounters, DropReason, TrackingEvent } from './trackingEvent';

export interface QueuedBeat {
  event: TrackingEvent;
  attempts: number;
  dueAt: number;
}

export interface BeatQueueOptions {
  storage: KeyValueStorage;
  /** Oldest beats are dropped beyond this many. */
  capacity?: number;
  /** A beat is dropped after this many failed attempts. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export function beatKey(event: TrackingEvent): string {
  return `${event.sessionId}:${event.sequence}`;
}

function emptyCounters(): DeliveryCounters {
  return { queued: 0, sent: 0, acknowledged: 0, dropped: {} };
}

function readQueue(storage: KeyValueStorage): QueuedBeat[] {
  const value = readJson(storage, QUEUE_KEY);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is QueuedBeat =>
      isRecord(entry) &&
      isRecord(entry.event) &&
      typeof entry.attempts === 'number' &&
      typeof entry.dueAt === 'number',
  );
}

function readCounters(storage: KeyValueStorage): DeliveryCounters {
  const value = readJson(storage, DELIVERY_KEY);
  if (!isRecord(value) || !isRecord(value.dropped)) return emptyCounters();
  const count = (field: unknown) => (typeof field === 'number' ? field : 0);
  return {
    queued: count(value.queued),
    sent: count(value.sent),
    acknowledged: count(value.acknowledged),
    dropped: { overflow: count(value.dropped.overflow), attempts: count(value.dropped.attempts) },
  };
}

/** Exponential backoff without jitter: 1 s, 2 s, 4 s ... capped at 5 minutes. */
export function retryDelay(attempts: number, baseDelayMs = 1000, maxDelayMs = 300_000): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export interface BeatQueue {
  entries(): QueuedBeat[];
  /** Queues a beat that failed or was not sent (offline) after `attempts` tries. */
  hold(event: TrackingEvent, attempts: number, now: number): void;
  remove(event: TrackingEvent): void;
  nextDueAt(): number | undefined;
  count(kind: 'sent' | 'acknowledged'): void;
  /** The counters since the last call, or undefined when nothing happened; resets them. */
  takeCounters(): DeliveryCounters | undefined;
}

/**
 * Beats waiting for delivery, kept in localStorage (`trackingQueue`) so they survive a reload
 * or a closed tab; counters (`trackingDelivery`) survive the same way.
 */
export function createBeatQueue({
  storage,
  capacity = 200,
  maxAttempts = 8,
  baseDelayMs = 1000,
  maxDelayMs = 300_000,
}: BeatQueueOptions): BeatQueue {
  function updateCounters(change: (counters: DeliveryCounters) => void): void {
    const counters = readCounters(storage);
    change(counters);
    storage.setItem(DELIVERY_KEY, JSON.stringify(counters));
  }

  function drop(reason: DropReason, amount = 1): void {
    updateCounters((counters) => {
      counters.dropped[reason] = (counters.dropped[reason] ?? 0) + amount;
    });
  }

  function write(entries: QueuedBeat[]): void {
    storage.setItem(QUEUE_KEY, JSON.stringify(entries));
  }

  return {
    entries: () => readQueue(storage),
    hold(event, attempts, now) {
      const key = beatKey(event);
      const existing = readQueue(storage);
      const isNew = !existing.some((entry) => beatKey(entry.event) === key);
      const others = existing.filter((entry) => beatKey(entry.event) !== key);
      if (attempts >= maxAttempts) {
        write(others);
        drop('attempts');
        return;
      }
      const delay = attempts === 0 ? 0 : retryDelay(attempts, baseDelayMs, maxDelayMs);
      const next = [...others, { event, attempts, dueAt: now + delay }];
      const overflow = Math.max(0, next.length - capacity);
      write(next.slice(overflow));
      if (isNew)
        updateCounters((counters) => {
          counters.queued += 1;
        });
      if (overflow > 0) drop('overflow', overflow);
    },
    remove(event) {
      const key = beatKey(event);
      write(readQueue(storage).filter((entry) => beatKey(entry.event) !== key));
    },
    nextDueAt() {
      const dueTimes = readQueue(storage).map((entry) => entry.dueAt);
      return dueTimes.length > 0 ? Math.min(...dueTimes) : undefined;
    },
    count(kind) {
      updateCounters((counters) => {
        counters[kind] += 1;
      });
    },
    takeCounters() {
      const counters = readCounters(storage);
      storage.removeItem(DELIVERY_KEY);
      const dropped = Object.fromEntries(Object.entries(counters.dropped).filter(([, amount]) => amount));
      const total = counters.queued + counters.sent + counters.acknowledged + Object.keys(dropped).length;
      return total > 0 ? { ...counters, dropped } : undefined;
    },
  };
}
