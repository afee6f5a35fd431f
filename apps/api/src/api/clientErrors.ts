import { clientErrorLogSchema } from '@shop/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { clientErrorLogs } from '../db/schema';
import type { ClientIp } from './clientIp';
import { ipHash } from './ipHash';
import { jsonBody } from './jsonBody';

export interface ClientErrorRoutesOptions {
  database: Database;
  clientIp: ClientIp;
  /** Salt of the stored IP hash, so the raw address cannot be recovered by hashing every IPv4 address. */
  ipHashSalt: string;
}

export function clientErrorRoutes({ database, clientIp, ipHashSalt }: ClientErrorRoutesOptions): Hono {
  return new Hono().post('/', jsonBody(clientErrorLogSchema), async (c) => {
    const log = c.req.valid('json');
    const [row] = await database.db
      .insert(clientErrorLogs)
      .values({
        site: log.site,
        status: String(log.status),
        message: log.message,
        url: log.url,
        userAgent: log.userAgent,
        clientTime: new Date(log.clientTime),
        ipHash: ipHash(clientIp(c), ipHashSalt),
      })
      .returning({ id: clientErrorLogs.id });
    return c.json({ id: row!.id }, 201);
  });
}
