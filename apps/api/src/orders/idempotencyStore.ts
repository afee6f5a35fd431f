import { createHash } from 'node:crypto';
import type { Site } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { idempotencyKeys } from '../db/schema';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** The key of one order submit, claimed in the same transaction that stores the order. */
export interface IdempotencyClaim {
  site: Site;
  key: string;
  requestHash: string;
}

export type KeyRow = typeof idempotencyKeys.$inferSelect;

/** A value as JSON text with every object's keys in code-point order, so equal data read alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The hash of the request as the API read it (the body after its schema, not its bytes), so a
 * client that sends the same order again with its keys in another order, other whitespace or
 * other ignored fields gets the first answer again instead of a refusal.
 */
export function requestHashOf(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

export async function readKey(db: Db, claim: IdempotencyClaim): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.site, claim.site), eq(idempotencyKeys.key, claim.key)))
    .limit(1);
  return row;
}

/**
 * Stores the key's answer unless one is stored already, and answers the one that stays: of two
 * requests finishing the same key, both answer what the first stored.
 */
export async function completeKey(
  db: Db,
  claim: IdempotencyClaim,
  response: StoredResponse,
): Promise<StoredResponse> {
  const [stored] = await db
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(
      and(
        eq(idempotencyKeys.site, claim.site),
        eq(idempotencyKeys.key, claim.key),
        isNull(idempotencyKeys.responseStatus),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (stored) return response;
  const row = await readKey(db, claim);
  return { status: row!.responseStatus!, body: row!.responseBody };
}
