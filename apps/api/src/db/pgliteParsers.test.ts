import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteForDrizzle } from './pgliteParsers';

const probe = sql`select
  timestamptz '2026-11-20 10:00:00.123+00' as at,
  timestamp '2026-11-20 10:00:00' as local,
  date '2026-11-20' as day,
  interval '1 day 2 hours' as span,
  array[timestamptz '2026-11-20 10:00:00+00'] as ats,
  12::int8 as count,
  '{"a":[1,null]}'::jsonb as doc`;

describe('PGlite given to Drizzle', () => {
  let plain: PGlite;
  let tuned: PGlite;

  beforeAll(async () => {
    plain = new PGlite('memory://');
    tuned = new PGlite('memory://');
    await Promise.all([plain.waitReady, tuned.waitReady]);
  });
  afterAll(() => Promise.all([plain.close(), tuned.close()]));

  it('answers Drizzle the same values as a PGlite that takes its parsers with every query', async () => {
    const expected = await drizzle({ client: plain }).execute(probe);
    const answered = await drizzle({ client: pgliteForDrizzle(tuned) }).execute(probe);
    expect(answered.rows[0]).toMatchObject({ ats: '{"2026-11-20 10:00:00+00"}' });
    expect(answered.rows).toEqual(expected.rows);
    expect(answered.rows[0]).toMatchObject({ at: expect.any(String), day: '2026-11-20' });
  });

  it('answers the same inside a transaction', async () => {
    const inTransaction = (client: PGlite) =>
      drizzle({ client }).transaction(async (tx) => (await tx.execute(probe)).rows);
    expect(await inTransaction(pgliteForDrizzle(tuned))).toEqual(await inTransaction(plain));
  });

  it('leaves out the parsers Drizzle sends with each query, as the client has them already', async () => {
    const client = pgliteForDrizzle(tuned);
    const query = vi.spyOn(tuned, 'query');
    try {
      await drizzle({ client }).execute(sql`select 1 as one`);
      expect(query).toHaveBeenCalledTimes(1);
      expect(query.mock.calls[0]?.[2]).toEqual({ rowMode: 'object' });
    } finally {
      query.mockRestore();
    }
  });

  it('keeps parsers a query asks for that the client was not created with', async () => {
    const client = pgliteForDrizzle(tuned);
    const own = { [types.INT8]: () => 'own', [types.TIMESTAMPTZ]: (value: string) => value };
    const result = await client.query<{ count: unknown }>('select 12::int8 as count', [], { parsers: own });
    expect(result.rows[0]?.count).toBe('own');
  });
});
