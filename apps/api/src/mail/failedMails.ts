import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { mailOutbox } from '../db/schema';

/** Messages a permanent SMTP refusal (or too many temporary ones) stopped, newest first. */
export async function failedMails(db: Db) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      site: mailOutbox.site,
      recipient: mailOutbox.recipient,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.state, 'failed'))
    .orderBy(desc(mailOutbox.createdAt));
}

/**
 * Queues a message again (a failed one, or a sent one asked for again), with its attempts
 * counted from zero and its Message-ID kept. Answers false for an unknown id.
 */
export async function resendMail(db: Db, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const updated = await db
    .update(mailOutbox)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(eq(mailOutbox.id, id))
    .returning({ id: mailOutbox.id });
  return updated.length > 0;
}
