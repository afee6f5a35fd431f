import { type Site, trackingEventSchema } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/createDatabase';
import { recordsetInsert } from '../db/recordsetInsert';
import { beats } from '../db/schema';
import { createWriteBatcher } from '../db/writeBatcher';
import { decodeBeat } from './beatDecoding';
import type { ClientIp } from './clientIp';
import { apiError, validationError } from './errorResponses';
import { ipHash } from './ipHash';
import { validQuery } from './queryParams';
import { unstorableJsonIssues } from './storableJson';

export interface BeatRoutesOptions {
  database: Database;
  /** The origin's own site; a beat naming another one is refused. Absent in the API-only server. */
  site?: Site;
  clientIp: ClientIp;
  ipHashSalt: string;
  /**
   * Adds the read-only `GET ?sessionId=` listing one session's stored events, for end-to-end
   * tests and local inspection. Off unless the server is started with `SHOP_EVENTS_QUERY=1`.
   */
  eventsQuery?: boolean;
}

const eventsQuerySchema = z.object({ sessionId: z.string().min(1).max(100) });

const plainText = /^text\/plain\s*(?:;|$)/i;

/**
 * Stores tracking beats (SPEC §7). A beat repeated with the same session and sequence number (a
 * retry whose first answer was lost) is acknowledged like a new one but stored once.
 */
export function beatRoutes({ database, site, clientIp, ipHashSalt, eventsQuery }: BeatRoutesOptions): Hono {
  const routes = new Hono();
  // Beats arrive in bursts from many visitors at once; one multi-row insert per burst keeps the
  // database from becoming the bottleneck, and each beat is still answered only once stored.
  const beatWriter = createWriteBatcher<typeof beats.$inferInsert>({
    write: async (rows) => {
      await database.db.execute(
        recordsetInsert(beats, rows, { onConflictDoNothing: [beats.sessionId.name, beats.sequence.name] }),
      );
    },
  });
  const storeBeat = (row: typeof beats.$inferInsert) => beatWriter.add(row);
  if (eventsQuery) {
    routes.get('/', validQuery(eventsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const rows = await database.db
        .select({
          site: beats.site,
          sessionId: beats.sessionId,
          sequence: beats.sequence,
          action: beats.action,
          data: beats.data,
          clientTime: beats.clientTime,
          receivedAt: beats.receivedAt,
        })
        .from(beats)
        .where(eq(beats.sessionId, query.sessionId))
        .orderBy(asc(beats.sequence), asc(beats.receivedAt));
      c.header('Cache-Control', 'no-store');
      return c.json(site ? rows.filter((row) => row.site === site) : rows);
    });
  }
  return routes.post('/', async (c) => {
    if (!plainText.test(c.req.header('content-type') ?? '')) {
      return apiError(c, 415, 'unsupported_media_type', 'Send the beat as text/plain');
    }
    const decoded = decodeBeat(await c.req.text());
    if (!decoded.ok) {
      return validationError(c, [{ code: 'custom', message: 'undecodable', path: [], input: undefined }]);
    }
    const unstorable = unstorableJsonIssues(decoded.value);
    if (unstorable.length > 0) return validationError(c, unstorable);
    const parsed = trackingEventSchema.safeParse(decoded.value);
    if (!parsed.success) return validationError(c, parsed.error.issues);
    const event = parsed.data;
    if (site && event.site !== site) {
      return validationError(c, [
        { code: 'custom', message: 'invalid-option', path: ['site'], input: event.site },
      ]);
    }
    await storeBeat({
      site: event.site,
      sessionId: event.sessionId,
      sequence: event.sequence ?? null,
      action: event.action,
      data: event.data,
      delivery: event.delivery ?? null,
      clientTime: new Date(event.clientTime),
      ipHash: ipHash(clientIp(c), ipHashSalt),
    });
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
}
