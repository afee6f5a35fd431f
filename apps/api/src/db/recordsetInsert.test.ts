import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, recordsetInsert } from './recordsetInsert';
import { beats, idempotencyKeys } from './schema';
import { type TestDatabase, testBackends } from './testDatabases';

type BeatRow = typeof beats.$inferInsert;

const beatsOf = (sessionId: string): BeatRow[] => [
  {
    site: 'sk',
    sessionId,
    sequence: 1,
    action: 'PAGE',
    data: { fullPath: '/blog?page=2&q=čaj "zelený"', nested: { list: [1, 2.5, null, true], empty: {} } },
    delivery: null,
    clientTime: new Date('2026-11-20T10:00:00.123Z'),
    ipHash: 'a1b2c3',
  },
  {
    site: 'cz',
    sessionId,
    sequence: null,
    action: 'CLICK',
    data: { text: 'Přidat do košíku ✓', backslash: 'a\\b', quote: "it's" },
    delivery: { attempt: 2, via: 'beacon' },
    clientTime: new Date('2026-11-20T10:00:01.999Z'),
    ipHash: null,
  },
  {
    site: 'sk',
    sessionId,
    sequence: 2,
    action: 'PAGE',
    data: {},
    delivery: { note: null },
    clientTime: new Date(0),
    ipHash: 'x',
  },
];

describe.each(testBackends())('recordset insert on $name', (backend) => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(() => opened?.dispose());

  const storedBeats = async (sessionId: string) =>
    (
      await opened.database.db
        .select()
        .from(beats)
        .where(eq(beats.sessionId, sessionId))
        .orderBy(asc(beats.clientTime))
    ).map(({ id: _id, receivedAt: _receivedAt, sessionId: _sessionId, ...row }) => row);

  it('stores the same beats as a multi-row insert of the query builder', async () => {
    const { db } = opened.database;
    await db.insert(beats).values(beatsOf('built'));
    await db.execute(recordsetInsert(beats, beatsOf('recordset')));
    const built = await storedBeats('built');
    expect(built).toHaveLength(3);
    expect(await storedBeats('recordset')).toEqual(built);
  });

  it('leaves the columns no row gives to their defaults', async () => {
    const { db } = opened.database;
    const before = Date.now();
    await db.execute(recordsetInsert(beats, beatsOf('defaults').slice(0, 1)));
    const [row] = await db.select().from(beats).where(eq(beats.sessionId, 'defaults'));
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('skips rows that repeat a unique key, also within one statement, and returns the stored ones', async () => {
    const { db } = opened.database;
    const [first] = beatsOf('repeats');
    await db.execute(recordsetInsert(beats, [first!]));
    const again = { ...first!, action: 'AGAIN' };
    const fresh = { ...first!, sequence: 7 };
    const returned = await queryRows(
      db,
      recordsetInsert(beats, [again, fresh, { ...fresh, action: 'AGAIN' }], {
        onConflictDoNothing: [beats.sessionId.name, beats.sequence.name],
        returning: ['sequence', 'action'],
      }),
    );
    expect(returned).toEqual([{ sequence: 7, action: 'PAGE' }]);
    expect((await storedBeats('repeats')).map((row) => [row.sequence, row.action])).toEqual([
      [1, 'PAGE'],
      [7, 'PAGE'],
    ]);
  });

  it('skips a repeated primary key with a plain ON CONFLICT DO NOTHING', async () => {
    const { db } = opened.database;
    const key = { site: 'sk' as const, key: 'recordset-key-1', requestHash: 'h1' };
    const returned = await queryRows(
      db,
      recordsetInsert(idempotencyKeys, [key, { ...key, requestHash: 'h2' }], {
        onConflictDoNothing: true,
        returning: ['key', 'request_hash'],
      }),
    );
    expect(returned).toEqual([{ key: 'recordset-key-1', request_hash: 'h1' }]);
  });
});
