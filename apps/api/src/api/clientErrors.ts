import { clientErrorLogSchema } from '@shop/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { clientErrorLogs } from '../db/schema';
import type { ClientIp } from './clientIp';
import { ipHash } from './ipHash';
import { readJsonBody } from './jsonBody';

export interface ClientErrorRoutesOptions {
  database: Database;
  clientIp: ClientIp;
  /** Salt of the stored IP hash, so the raw address cannot be recovered by hashing every IPv4 address. */
  ipHashSalt: string;
}

export function clientErrorRoutes({ database, clientIp, ipHashSalt }: ClientErrorRoutesOptions): Hono {
  return new Hono().post('/', async (c) => {
    const body = await readJsonBody(c, clientErrorLogSchema);
    if (!body.ok) return body.response;
    const [row] = await database.db
      .insert(clientErrorLogs)
      .values({
        site: body.data.site,
        status: String(body.data.status),
        message: body.data.message,
        url: body.data.url,
        userAgent: body.data.userAgent,
        clientTime: new Date(body.data.clientTime),
        ipHash: ipHash(clientIp(c), ipHashSalt),
      })
      .returning({ id: clientErrorLogs.id });
    return c.json({ id: row!.id }, 201);
  });
}
