import { contactMessageSchema } from '@shop/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { contactMessages } from '../db/schema';
import { enqueueMails, SHOP_SUPPORT } from '../mail/mailOutbox';
import type { ClientIp } from './clientIp';
import { apiError } from './errorResponses';
import { ipHash } from './ipHash';
import { jsonBody } from './jsonBody';
import type { SiteOfRequest } from './siteOfRequest';

export interface ContactRoutesOptions {
  database: Database;
  siteOf: SiteOfRequest;
  clientIp: ClientIp;
  ipHashSalt: string;
}

export function contactRoutes({ database, siteOf, clientIp, ipHashSalt }: ContactRoutesOptions): Hono {
  return new Hono().post('/', siteOf, jsonBody(contactMessageSchema), async (c) => {
    const { site } = c.var;
    const { website, gdprConsent: _consent, ...message } = c.req.valid('json');
    // A filled honeypot is a bot. It gets the same plain refusal as any unaccepted message and
    // nothing is stored; an invented id would mislead whoever debugs a real sender's problem.
    if (website?.trim()) return apiError(c, 400, 'rejected', 'The message was not accepted');
    // The message and its mail to the shop commit together.
    const row = await database.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(contactMessages)
        .values({
          site,
          customerType: message.customerType,
          customerNumber: 'customerNumber' in message ? (message.customerNumber ?? null) : null,
          questionType: message.questionType,
          name: message.name,
          phone: message.phone ?? null,
          email: message.email,
          message: message.message,
          gdprConsentAt: new Date(),
          ipHash: ipHash(clientIp(c), ipHashSalt),
        })
        .returning({ id: contactMessages.id });
      await enqueueMails(tx, [
        {
          kind: 'shop-contact-message',
          site,
          recipient: SHOP_SUPPORT,
          data: { contactMessageId: stored!.id },
        },
      ]);
      return stored!;
    });
    return c.json({ id: row.id }, 201);
  });
}
