import { type Site, trackingEventSchema } from '@shop/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { beats } from '../db/schema';
import { decodeBeat } from './beatDecoding';
import type { ClientIp } from './clientIp';
import { apiError, validationError } from './errorResponses';
import { ipHash } from './ipHash';

export interface BeatRoutesOptions {
  database: Database;
  /** The origin's own site; a beat naming another one is refused. Absent in the API-only server. */
  site?: Site;
  clientIp: ClientIp;
  ipHashSalt: string;
}

const plainText = /^text\/plain\s*(?:;|$)/i;

/**
 * Stores tracking beats (SPEC §7). A beat repeated with the same session and sequence number (a
 * retry whose first answer was lost) is acknowledged like a new one but stored once.
 */
export function beatRoutes({ database, site, clientIp, ipHashSalt }: BeatRoutesOptions): Hono {
  return new Hono().post('/', async (c) => {
    if (!plainText.test(c.req.header('content-type') ?? '')) {
      return apiError(c, 415, 'unsupported_media_type', 'Send the beat as text/plain');
    }
    const decoded = decodeBeat(await c.req.text());
    if (!decoded.ok) {
      return validationError(c, [{ code: 'custom', message: 'undecodable', path: [], input: undefined }]);
    }
    const parsed = trackingEventSchema.safeParse(decoded.value);
    if (!parsed.success) return validationError(c, parsed.error.issues);
    const event = parsed.data;
    if (site && event.site !== site) {
      return validationError(c, [
        { code: 'custom', message: 'invalid-option', path: ['site'], input: event.site },
      ]);
    }
    await database.db
      .insert(beats)
      .values({
        site: event.site,
        sessionId: event.sessionId,
        sequence: event.sequence ?? null,
        action: event.action,
        data: event.data,
        delivery: event.delivery ?? null,
        clientTime: new Date(event.clientTime),
        ipHash: ipHash(clientIp(c), ipHashSalt),
      })
      .onConflictDoNothing({ target: [beats.sessionId, beats.sequence] });
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
}
