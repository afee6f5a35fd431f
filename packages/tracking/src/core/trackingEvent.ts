import type { TrackingAction } from './actions';

export type DropReason = 'overflow' | 'attempts';

/** Counts since the last report; `sent` counts requests, `acknowledged` the OK answers. */
export interface DeliveryCounters {
  queued: number;
  sent: number;
  acknowledged: number;
  dropped: Partial<Record<DropReason, number>>;
}

/** A beat as the endpoint receives it, before encoding; the queue holds it and the transport sends it. */
export interface TrackingEvent {
  data: Record<string, unknown>;
  action: TrackingAction;
  sessionId: string;
  clientTime: number;
  site: string;
  /** Per-session sequence number; the server drops a repeated (sessionId, sequence). */
  sequence: number;
  /** Delivery counters since the previous report, so loss is measurable. */
  delivery?: DeliveryCounters;
}
