import type { Site } from '@shop/contracts';
import type { Database } from '../db/createDatabase';
import { trackingVisits } from '../db/schema';

/** A tracking id handed out, with the address the visitor landed on and the referrer. */
export interface TrackingVisit {
  trackingId: string;
  site: Site | undefined;
  url: string;
  referrer: string | undefined;
  issuedWith: 'document' | 'redirect';
}

export type RecordTrackingVisit = (visit: TrackingVisit) => Promise<void>;

// Longer addresses are cut: the row is a record of the landing, not an archive of every query.
const MAX_TEXT = 2048;

/** Stores each issued tracking id in `tracking_visits`. */
export function createTrackingVisitRecorder(database: Database): RecordTrackingVisit {
  return async (visit) => {
    await database.db.insert(trackingVisits).values({
      trackingId: visit.trackingId,
      site: visit.site ?? null,
      url: visit.url.slice(0, MAX_TEXT),
      referrer: visit.referrer ? visit.referrer.slice(0, MAX_TEXT) : null,
      issuedWith: visit.issuedWith,
    });
  };
}
