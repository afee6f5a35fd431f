import type { RejectionKind } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/recordsetInsert';
import { offerOf } from './offerCatalog';
import type { OrderToStore, Tx } from './storeOrder';

/** How long one yearly pack runs: a second one for the same person within it is refused. */
export const YEARLY_PACK_DAYS = 365;

/**
 * Whether the orders (or order records) `a` and `b` came from the same person: same email, same
 * phone, or same name, birth date and zip. The one definition of the rule, used against stored
 * orders and between the orders of one batch alike.
 */
const samePerson = (a: string, b: string): SQL =>
  sql.raw(`(lower(${a}.email) = lower(${b}.email) or ${a}.phone = ${b}.phone
    or (lower(${a}.first_name) = lower(${b}.first_name) and lower(${a}.last_name) = lower(${b}.last_name)
      and ${a}.birth_date = ${b}.birth_date and ${a}.zip = ${b}.zip))`);

/**
 * The refusals of one-per-person orders written together, as if each had been checked on its own
 * in arrival order: trials and samples are one per person ever, a yearly pack one per year, and
 * refused orders do not count. An order is refused when a stored order, or an earlier order of
 * the batch that was not refused itself, of the same site and kind came from the same person.
 * One query answers both for every order; only the walk in arrival order is left to do here.
 *
 * Two first orders of one person sent at once must not both pass: the check and the insert of
 * each kind run one at a time per site, under a lock held until the transaction ends.
 */
export async function rejectionsOf(
  tx: Tx,
  entries: readonly OrderToStore[],
  indexes: readonly number[],
): Promise<Map<number, RejectionKind>> {
  const rejections = new Map<number, RejectionKind>();
  const checked = indexes.filter((index) => entries[index]!.order.offer.type !== 'single');
  if (checked.length === 0) return rejections;
  // Locks taken in one order everywhere, so two batches never wait for each other's.
  const locks = new Set(
    checked.map((index) => `orders:${entries[index]!.order.site}:${entries[index]!.order.offer.type}`),
  );
  for (const name of [...locks].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
  }

  const records = checked.map((index) => {
    const { order, now } = entries[index]!;
    const { data } = order;
    return {
      entry_index: index,
      site: order.site,
      type: order.offer.type,
      email: data.email,
      phone: data.phone,
      first_name: data.firstName,
      last_name: data.lastName,
      birth_date: data.birthDate,
      zip: data.zip,
      created_at: now.toISOString(),
      since:
        order.offer.type === 'yearly'
          ? new Date(now.getTime() - YEARLY_PACK_DAYS * 86_400_000).toISOString()
          : null,
    };
  });
  const answers = await queryRows(
    tx,
    sql`with r as (
        select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(entry_index integer,
          site text, type text, email text, phone text, first_name text, last_name text,
          birth_date text, zip text, created_at timestamptz, since timestamptz)
      )
      select r.entry_index,
        exists (
          select 1 from orders o
          where o.site = r.site and o.offer_type = r.type and o.status <> 'rejected'
            and (r.since is null or o.created_at >= r.since) and ${samePerson('o', 'r')}
        ) as taken,
        array(
          select e.entry_index from r as e
          where e.entry_index < r.entry_index and e.site = r.site and e.type = r.type
            and (r.since is null or e.created_at >= r.since) and ${samePerson('e', 'r')}
        ) as earlier
      from r`,
  );
  const answerOf = new Map(answers.map((answer) => [Number(answer.entry_index), answer]));

  for (const index of checked) {
    const answer = answerOf.get(index)!;
    // Earlier orders come first in `checked`, so whether they were refused is known by now.
    const earlier = (answer.earlier as unknown[]).map(Number);
    if (answer.taken === true || earlier.some((other) => !rejections.has(other))) {
      rejections.set(index, offerOf(entries[index]!.order.offer).rejectionKind);
    }
  }
  return rejections;
}
