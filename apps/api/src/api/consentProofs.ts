import { consentProofSchema } from '@shop/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { consentProofs } from '../db/schema';
import type { ClientIp } from './clientIp';
import { ipHash } from './ipHash';
import { readJsonBody } from './jsonBody';
import type { SiteOfRequest } from './siteOfRequest';

export interface ConsentProofRoutesOptions {
  database: Database;
  siteOf: SiteOfRequest;
  clientIp: ClientIp;
  ipHashSalt: string;
}

/** Enough of a user agent to tell browsers and versions apart; the rest is often padding. */
const USER_AGENT_LENGTH = 512;

/** Stores a proof of consent (issue 5) and answers its id, which the site sends with orders. */
export function consentProofRoutes({
  database,
  siteOf,
  clientIp,
  ipHashSalt,
}: ConsentProofRoutesOptions): Hono {
  return new Hono().post('/', async (c) => {
    const site = siteOf(c);
    if (!site.ok) return site.response;
    const body = await readJsonBody(c, consentProofSchema);
    if (!body.ok) return body.response;
    const [row] = await database.db
      .insert(consentProofs)
      .values({
        site: site.site,
        deviceIds: body.data.ids,
        setting: body.data.setting,
        savedAt: new Date(body.data.savedAt),
        providersHash: body.data.providersHash,
        textVersion: body.data.textVersion,
        ipHash: ipHash(clientIp(c), ipHashSalt),
        userAgent: (c.req.header('user-agent') ?? '').slice(0, USER_AGENT_LENGTH),
      })
      .returning({ id: consentProofs.id });
    return c.json({ id: row!.id }, 201);
  });
}
