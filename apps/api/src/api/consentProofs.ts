import { consentProofSchema } from '@shop/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { consentProofs } from '../db/schema';
import type { ClientIp } from './clientIp';
import { ipHash } from './ipHash';
import { jsonBody } from './jsonBody';
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
  return new Hono().post('/', siteOf, jsonBody(consentProofSchema), async (c) => {
    const proof = c.req.valid('json');
    const [row] = await database.db
      .insert(consentProofs)
      .values({
        site: c.var.site,
        deviceIds: proof.ids,
        setting: proof.setting,
        savedAt: new Date(proof.savedAt),
        providersHash: proof.providersHash,
        textVersion: proof.textVersion,
        ipHash: ipHash(clientIp(c), ipHashSalt),
        userAgent: (c.req.header('user-agent') ?? '').slice(0, USER_AGENT_LENGTH),
      })
      .returning({ id: consentProofs.id });
    return c.json({ id: row!.id }, 201);
  });
}
