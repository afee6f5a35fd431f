import type { Site } from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { queryRows } from '../db/recordsetInsert';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';
import { SHOP_ORDERS, SHOP_SUPPORT } from './mailOutbox';
import type { MailSite } from './mailSite';
import { type OutboxRow, renderOutboxMail } from './renderOutboxMail';

/** What the dispatcher hands the SMTP client: nodemailer's `sendMail` takes it as it is. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments: { cid: string; filename: string; contentType: string; content: Buffer }[];
}

export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
}

export interface MailDispatcherOptions {
  db: Db;
  transport: MailTransport;
  /** `MAIL_FROM`, e.g. `Nordlys <objednavky@nordlys.sk>`; its domain ends every Message-ID. */
  from: string;
  sites: Partial<Record<Site, MailSite>>;
  /** `ORDERS_MAIL_TO` / `SUPPORT_MAIL_TO`; each defaults to the site's contact address. */
  ordersMailTo?: string | undefined;
  supportMailTo?: string | undefined;
  logger?: Logger;
  /** How often the outbox is looked at when it was empty. */
  pollMs?: number;
  /** Messages taken at once. */
  batchSize?: number;
  /** How long a taken message is this process's; one not recorded by then is taken again. */
  leaseSeconds?: number;
  /** The first retry's delay; each next one doubles it, up to `maxDelayMs`. */
  retryBaseMs?: number;
  maxDelayMs?: number;
  /** After this many tries a message that still gets temporary refusals is marked failed. */
  maxAttempts?: number;
}

/** The domain of an address such as `Shop <mail@shop.sk>`. */
export function domainOfAddress(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  if (!match) throw new Error(`MAIL_FROM ${address} names no domain`);
  return match[1]!.toLowerCase();
}

/** A Message-ID fixed by the row: every attempt of one message sends the same. */
export function messageIdOf(rowId: string, from: string): string {
  return `<${rowId}@${domainOfAddress(from)}>`;
}

/** 5xx is a permanent refusal; 4xx, a dropped connection or a timeout are worth trying again. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

function describe(error: unknown): string {
  const { responseCode, response, message } = (error ?? {}) as {
    responseCode?: number;
    response?: string;
    message?: string;
  };
  return (responseCode ? `${responseCode} ${response ?? ''}` : (message ?? String(error))).slice(0, 500);
}

/**
 * Sends the outbox. A message is taken with a lease (`locked_until`) by one process at a time
 * (`FOR UPDATE SKIP LOCKED`), sent over SMTP with its fixed Message-ID, and only then recorded
 * as sent. A process killed between the SMTP server's acceptance and that record leaves the
 * message to be taken again when the lease ends: the one case a message is sent twice.
 */
export function createMailDispatcher(options: MailDispatcherOptions) {
  const {
    db,
    transport,
    from,
    logger,
    pollMs = 500,
    batchSize = 20,
    leaseSeconds = 60,
    retryBaseMs = 2_000,
    maxDelayMs = 15 * 60_000,
    maxAttempts = 25,
  } = options;
  domainOfAddress(from);

  function recipientOf(row: OutboxRow, site: MailSite): string {
    if (row.recipient === SHOP_ORDERS) return options.ordersMailTo ?? site.contactEmail;
    if (row.recipient === SHOP_SUPPORT) return options.supportMailTo ?? site.contactEmail;
    return row.recipient;
  }

  async function take(): Promise<OutboxRow[]> {
    const taken = await queryRows(
      db,
      sql`update mail_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where state = 'queued' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
          order by next_attempt_at limit ${batchSize}
          for update skip locked)
        returning id`,
    );
    if (taken.length === 0) return [];
    return db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          taken.map((row) => String(row.id)),
        ),
      );
  }

  async function sendOne(row: OutboxRow): Promise<'sent' | 'retry' | 'failed'> {
    try {
      const site = options.sites[row.site];
      if (!site) throw new Error(`No mail settings for the site ${row.site} (is it built?)`);
      const mail = await renderOutboxMail(db, site, row);
      await transport.sendMail({
        from,
        to: recipientOf(row, site),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: messageIdOf(row.id, from),
        attachments: mail.attachments.map((image) => ({ ...image, content: Buffer.from(image.content) })),
      });
    } catch (error) {
      const permanent = isPermanentFailure(error) || row.attempts >= maxAttempts;
      const delay = retryDelayMs(row.attempts, retryBaseMs, maxDelayMs);
      await db
        .update(mailOutbox)
        .set({
          state: permanent ? 'failed' : 'queued',
          lastError: describe(error),
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + delay),
        })
        .where(eq(mailOutbox.id, row.id));
      logger?.[permanent ? 'error' : 'warn']('mail not sent', {
        mailId: row.id,
        kind: row.kind,
        attempts: row.attempts,
        permanent,
        error: describe(error),
      });
      return permanent ? 'failed' : 'retry';
    }
    await db
      .update(mailOutbox)
      .set({ state: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    return 'sent';
  }

  /** Takes and sends one batch of due messages; answers how many were taken. */
  async function runOnce(): Promise<number> {
    const rows = await take();
    await Promise.all(rows.map(sendOne));
    return rows.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function loop() {
    try {
      // A full batch suggests more are due: go on at once.
      while (!stopped && (await runOnce()) === batchSize) {}
    } catch (error) {
      logger?.error('mail dispatch failed', { error: describe(error) });
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), pollMs);
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      running = loop();
    },
    /** Stops taking messages and waits for the ones being sent. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;
