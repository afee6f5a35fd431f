import { createHash } from 'node:crypto';
import type { Site } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { idempotencyKeys } from '../db/schema';

export interface StoredResponse {
  status: number;
  body: unknown;
}

export type Claim =
  /** This request is the first with the key: handle it, then `complete` or `release`. */
  | { kind: 'claimed' }
  /** An earlier request with the key has answered: send its response again. */
  | { kind: 'replay'; response: StoredResponse }
  /** The key was used for a different body. */
  | { kind: 'mismatch' }
  /** The first request is still running after the wait. */
  | { kind: 'in-progress' };

export interface IdempotencyStoreOptions {
  /** How long a repeated request waits for the first one's answer. */
  waitMs?: number;
  pollMs?: number;
}

/** The key of one order submit, claimed in the same transaction that stores the order. */
export interface IdempotencyClaim {
  site: Site;
  key: string;
  requestHash: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inserts the key's row inside the order's own transaction, so the claim, the order and (when
 * the answer is known there) the stored response commit once. False when the key exists: a
 * concurrent first request holding it makes the insert wait for that one to finish.
 */
export async function claimWithin(tx: Tx, claim: IdempotencyClaim): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function completeWithin(
  tx: Tx,
  claim: IdempotencyClaim,
  response: StoredResponse,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(and(eq(idempotencyKeys.site, claim.site), eq(idempotencyKeys.key, claim.key)));
}

export function requestHashOf(body: string): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * Keys of order submits. The key's row is inserted before any work; the primary key lets only
 * one of two concurrent requests win, and the loser waits for the winner's stored response.
 */
export function createIdempotencyStore(db: Db, options: IdempotencyStoreOptions = {}) {
  const waitMs = options.waitMs ?? 10_000;
  const pollMs = options.pollMs ?? 20;
  const keyOf = (site: Site, key: string) =>
    and(eq(idempotencyKeys.site, site), eq(idempotencyKeys.key, key));

  return {
    async claim(site: Site, key: string, requestHash: string): Promise<Claim> {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ site, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return { kind: 'claimed' };
      const deadline = Date.now() + waitMs;
      for (;;) {
        const [row] = await db.select().from(idempotencyKeys).where(keyOf(site, key)).limit(1);
        // Released by a failed first request in the meantime: this one may try again.
        if (!row) return this.claim(site, key, requestHash);
        if (row.requestHash !== requestHash) return { kind: 'mismatch' };
        if (row.responseStatus !== null) {
          return { kind: 'replay', response: { status: row.responseStatus, body: row.responseBody } };
        }
        if (Date.now() >= deadline) return { kind: 'in-progress' };
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },

    async complete(site: Site, key: string, response: StoredResponse): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: response.status, responseBody: response.body })
        .where(keyOf(site, key));
    },

    /** Frees the key of a request that failed, so a retry is handled anew. */
    async release(site: Site, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(keyOf(site, key), isNull(idempotencyKeys.responseStatus)));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
