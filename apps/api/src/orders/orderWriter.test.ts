import type { StepValues } from '@shop/order-form';
import { and, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/createDatabase';
import { customers, idempotencyKeys, orderItems, orders, payments } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createGopayTestKit } from '../payments/gopayTestKit';
import { createOrderPayments } from '../payments/orderPayments';
import { seedOrderData } from '../seed/orders/seedOrderData';
import { requestHashOf } from './idempotencyStore';
import { createOfferCatalog } from './offerCatalog';
import { newIdempotencyKey, slovakPerson, testNow } from './orderTestKit';
import { createOrderWriter, type StoredOrder } from './orderWriter';
import { prepareOrder } from './prepareOrder';
import type { OrderToStore } from './storeOrder';

type Person = ReturnType<typeof slovakPerson>;

describe.each(testBackends())('order writer on $name', (backend) => {
  let opened: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await backend.open();
    db = opened.database.db;
    await seedOrderData(db);
  });
  afterAll(() => opened?.dispose());

  const writerOf = (database: Db) =>
    createOrderWriter({
      db: database,
      payments: createOrderPayments(database, createGopayTestKit().gateway),
    });

  async function entryOf(
    person: Person,
    offer = 'free-trial',
    extra: StepValues = {},
    key = newIdempotencyKey(),
  ): Promise<OrderToStore> {
    const body = {
      offer,
      ...person,
      shippingMethod: 'post-address',
      paymentMethod: 'after-delivery',
      agreement: true,
      ...extra,
    };
    const prepared = await prepareOrder(db, createOfferCatalog(db), 'sk', body, testNow);
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.fieldErrors));
    return {
      order: prepared.order,
      references: {},
      visitorToken: undefined,
      now: testNow,
      claim: { site: 'sk', key, requestHash: requestHashOf(JSON.stringify(body)) },
    };
  }

  /** A writer whose database counts the transactions it is asked for. */
  function countingWriter() {
    let transactions = 0;
    const counted = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction') {
          return (...args: Parameters<Db['transaction']>) => {
            transactions += 1;
            return target.transaction(...args);
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    return { writer: writerOf(counted), transactions: () => transactions };
  }

  const statusesOf = (stored: StoredOrder[]) =>
    stored.map((one) => (one.kind === 'stored' ? one.result.status : one.kind));

  const resultOf = (stored: StoredOrder | undefined) => {
    if (stored?.kind === 'stored') return stored.result;
    if (stored?.kind === 'replayed') return stored.response.body;
    throw new Error(`no answer: ${stored?.kind}`);
  };

  const keyOf = async (entry: OrderToStore) =>
    (
      await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.site, 'sk'), eq(idempotencyKeys.key, entry.claim.key)))
    )[0];

  const ordersOf = (entry: OrderToStore) =>
    db.select().from(orders).where(eq(orders.email, entry.order.data.email));

  it('stores orders sent together in one transaction, refusing as if each came alone in order', async () => {
    const first = slovakPerson();
    const other = slovakPerson();
    const entries = await Promise.all([
      entryOf(first),
      entryOf({ ...slovakPerson(), email: first.email.toUpperCase() }),
      entryOf(other),
      entryOf(first, 'single'),
      entryOf(first, 'sample'),
      entryOf({ ...slovakPerson(), phone: other.phone }),
      entryOf({ ...slovakPerson(), lastName: first.lastName, birthDate: first.birthDate }),
    ]);
    const { writer, transactions } = countingWriter();
    const stored = await Promise.all(entries.map((entry) => writer.store(entry)));
    expect(transactions()).toBe(1);
    expect(statusesOf(stored)).toEqual([
      'accepted',
      'rejected',
      'accepted',
      'accepted',
      'accepted',
      'rejected',
      'rejected',
    ]);
    expect(stored[1]).toMatchObject({ result: { rejectionKind: 'general' }, customerToken: null });

    const numbers = new Set<number>();
    for (const [index, one] of stored.entries()) {
      if (one.kind !== 'stored') throw new Error('not stored');
      const [row] = await db.select().from(orders).where(eq(orders.id, one.result.orderId));
      expect(row).toMatchObject({
        status: one.result.status,
        email: entries[index]!.order.data.email,
        createdAt: testNow,
        paidAt: null,
      });
      numbers.add(row!.number);
      if (one.result.status === 'accepted') {
        expect(one.result.orderNumber).toBe(`SK-${String(row!.number).padStart(7, '0')}`);
        const [customer] = await db.select().from(customers).where(eq(customers.id, row!.customerId!));
        expect(customer).toMatchObject({ email: row!.email, lastName: row!.lastName });
        expect(one.customerToken).toEqual(expect.any(String));
      } else {
        expect(row!.customerId).toBeNull();
      }
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
      expect(items.length).toBeGreaterThan(0);
      const [key] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.site, 'sk'), eq(idempotencyKeys.key, entries[index]!.claim.key)));
      expect(key).toMatchObject({ responseStatus: 201, responseBody: one.result });
    }
    expect(numbers.size).toBe(entries.length);
  });

  it('refuses a second yearly pack of a batch, as the rule of a year asks', async () => {
    const person = slovakPerson();
    const yearly = { paymentFrequency: 'yearly' };
    const entries = await Promise.all([entryOf(person, 'yearly', yearly), entryOf(person, 'yearly', yearly)]);
    const writer = writerOf(db);
    const stored = await Promise.all(entries.map((entry) => writer.store(entry)));
    expect(statusesOf(stored)).toEqual(['accepted', 'rejected']);
    expect(stored[1]).toMatchObject({ result: { rejectionKind: 'yearly' } });
  });

  it("stores one order for a key sent twice in one batch, and answers the second with the first's answer", async () => {
    const person = slovakPerson();
    const key = newIdempotencyKey();
    const entries = await Promise.all([
      entryOf(person, 'single', {}, key),
      entryOf(person, 'single', {}, key),
    ]);
    const lone = await entryOf(slovakPerson(), 'single');
    const { writer, transactions } = countingWriter();
    const stored = await Promise.all([...entries, lone].map((entry) => writer.store(entry)));
    expect(transactions()).toBe(1);
    expect(statusesOf(stored)).toEqual(['accepted', 'replayed', 'accepted']);
    expect(stored[1]).toEqual({ kind: 'replayed', response: { status: 201, body: resultOf(stored[0]) } });
    expect(await db.select().from(orders).where(eq(orders.email, person.email))).toHaveLength(1);
  });

  it('answers an order whose key was used before its batch with the stored answer and stores the rest', async () => {
    const taken = await entryOf(slovakPerson(), 'single');
    const earlier = { status: 'accepted', orderId: '00000000-0000-4000-8000-000000000001' };
    await db.insert(idempotencyKeys).values({ ...taken.claim, responseStatus: 201, responseBody: earlier });
    const other = await entryOf(slovakPerson(), 'single');
    const writer = writerOf(db);
    const stored = await Promise.all([taken, other].map((entry) => writer.store(entry)));
    expect(statusesOf(stored)).toEqual(['replayed', 'accepted']);
    expect(stored[0]).toEqual({ kind: 'replayed', response: { status: 201, body: earlier } });
    expect(await db.select().from(orders).where(eq(orders.email, taken.order.data.email))).toHaveLength(0);
  });

  it('fails only the order the database refuses and stores the others of its batch', async () => {
    const good = await Promise.all([entryOf(slovakPerson()), entryOf(slovakPerson(), 'single')]);
    const broken = await entryOf(slovakPerson(), 'single');
    // Text with a NUL character is refused by every Postgres, whatever the statement.
    broken.order = { ...broken.order, data: { ...broken.order.data, city: 'Bratislava\u0000' } };
    const { writer, transactions } = countingWriter();
    const settled = await Promise.allSettled(
      [good[0]!, broken, good[1]!].map((entry) => writer.store(entry)),
    );
    expect(settled.map((one) => one.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // The batch, then each order of it alone.
    expect(transactions()).toBe(4);
    for (const entry of good) {
      expect(await db.select().from(orders).where(eq(orders.email, entry.order.data.email))).toHaveLength(1);
    }
    const [claim] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, broken.claim.key));
    expect(claim).toBeUndefined();
  });

  it.each([
    ['a batch', 2],
    ['a lone order', 1],
  ])('stores %s order by order when a key is claimed between look-up and write', async (_case, count) => {
    const entries = await Promise.all(Array.from({ length: count }, () => entryOf(slovakPerson(), 'single')));
    let transactions = 0;
    // The first transaction sees the second order's key claimed right after its first statement,
    // as if another connection had claimed it; the claim goes when that transaction rolls back.
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (work: Parameters<Db['transaction']>[0]) => {
          transactions += 1;
          if (transactions > 1) return target.transaction(work);
          return target.transaction((tx) => {
            let statements = 0;
            const execute = async (query: SQL) => {
              const result = await tx.execute(query);
              statements += 1;
              if (statements === 1) await tx.insert(idempotencyKeys).values(entries.at(-1)!.claim);
              return result;
            };
            return work(
              new Proxy(tx, { get: (t, p, r) => (p === 'execute' ? execute : Reflect.get(t, p, r)) }),
            );
          });
        };
      },
    });
    const writer = writerOf(racing);
    const stored = await Promise.all(entries.map((entry) => writer.store(entry)));
    expect(transactions).toBe(1 + count);
    expect(statusesOf(stored)).toEqual(entries.map(() => 'accepted'));
    for (const entry of entries) {
      expect(await db.select().from(orders).where(eq(orders.email, entry.order.data.email))).toHaveLength(1);
    }
  });

  it('settles the same keys sent at once to two writers, as two servers would, without failing', async () => {
    const person = slovakPerson();
    const entries = await Promise.all([
      entryOf(person),
      entryOf(slovakPerson(), 'single'),
      entryOf({ ...slovakPerson(), phone: person.phone }),
      entryOf(slovakPerson(), 'sample'),
    ]);
    const [first, second] = [writerOf(db), writerOf(db)];
    const stored = await Promise.all([
      ...entries.map((entry) => first.store(entry)),
      ...[...entries].reverse().map((entry) => second.store(entry)),
    ]);
    const byKey = new Map<string, StoredOrder[]>();
    stored.forEach((one, index) => {
      const entry = index < entries.length ? entries[index]! : entries[2 * entries.length - 1 - index]!;
      byKey.set(entry.claim.key, [...(byKey.get(entry.claim.key) ?? []), one]);
    });
    for (const [key, answers] of byKey) {
      expect(answers.filter((one) => one.kind === 'stored')).toHaveLength(1);
      const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(row?.responseStatus).toBe(201);
    }
    const trials = stored.filter(
      (one) =>
        one.kind === 'stored' &&
        one.result.status !== 'payment-required' &&
        one.result.offerType === 'free-trial',
    );
    expect(statusesOf(trials).sort()).toEqual(['accepted', 'rejected']);
  });

  it('asks a card order for payment after its batch is stored', async () => {
    const entries = await Promise.all([
      entryOf(slovakPerson(), 'single', { paymentMethod: 'card' }),
      entryOf(slovakPerson(), 'single'),
    ]);
    const writer = writerOf(db);
    const [card, other] = await Promise.all(entries.map((entry) => writer.store(entry)));
    expect(card).toMatchObject({ kind: 'stored', result: { status: 'payment-required' } });
    expect(other).toMatchObject({ kind: 'stored', result: { status: 'accepted' } });
    if (card?.kind !== 'stored' || card.result.status !== 'payment-required') throw new Error('no payment');
    expect(card.result.paymentUrl).toEqual(expect.any(String));
    expect(await keyOf(entries[0]!)).toMatchObject({ responseStatus: 201, responseBody: card.result });
  });

  it.each([
    ['paid after delivery', {}],
    ['paid by card', { paymentMethod: 'card' }],
  ])(
    'stores exactly one order of %s for one key sent many times at once to two writers',
    async (_case, extra) => {
      const entry = await entryOf(slovakPerson(), 'single', extra);
      const [first, second] = [writerOf(db), writerOf(db)];
      const stored = await Promise.all(
        Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? first : second).store({ ...entry })),
      );
      expect(stored.filter((one) => one.kind === 'stored')).toHaveLength(1);
      expect(stored.filter((one) => one.kind !== 'stored').map((one) => one.kind)).toEqual(
        Array.from({ length: 11 }, () => 'replayed'),
      );
      const answers = stored.map(resultOf);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      const rows = await ordersOf(entry);
      expect(rows).toHaveLength(1);
      expect(answers[0]).toMatchObject({ orderId: rows[0]!.id });
      expect(await keyOf(entry)).toMatchObject({ responseStatus: 201, responseBody: answers[0] });
    },
  );

  it('answers a key sent again with another order as a mismatch and stores nothing for it', async () => {
    const entry = await entryOf(slovakPerson(), 'single');
    const other = await entryOf(slovakPerson(), 'single', {}, entry.claim.key);
    const writer = writerOf(db);
    expect(statusesOf([await writer.store(entry)])).toEqual(['accepted']);
    expect(await writer.store(other)).toEqual({ kind: 'mismatch' });
    expect(await ordersOf(other)).toHaveLength(0);
  });

  it('continues the same card order when a retry of the key follows a payment that failed to start', async () => {
    const entry = await entryOf(slovakPerson(), 'single', { paymentMethod: 'card' });
    const real = createOrderPayments(db, createGopayTestKit().gateway);
    let starts = 0;
    const writer = createOrderWriter({
      db,
      payments: {
        ...real,
        start: (row) => {
          starts += 1;
          return starts === 1 ? Promise.reject(new Error('gateway down')) : real.start(row);
        },
      },
    });
    await expect(writer.store(entry)).rejects.toThrow('gateway down');
    const [row] = await ordersOf(entry);
    expect(row).toMatchObject({ status: 'payment-required' });
    expect(await keyOf(entry)).toMatchObject({ responseStatus: null });

    const retried = await writer.store({ ...entry });
    expect(retried).toMatchObject({
      kind: 'replayed',
      response: { status: 201, body: { status: 'payment-required', orderId: row!.id } },
    });
    expect(resultOf(retried)).toMatchObject({ paymentUrl: expect.any(String) });
    expect(await writerOf(db).store({ ...entry })).toEqual(retried);
    expect(starts).toBe(2);
    expect(await ordersOf(entry)).toHaveLength(1);
    expect(await keyOf(entry)).toMatchObject({ responseStatus: 201, responseBody: resultOf(retried) });
  });

  it('continues the live payment when a process died between starting it and completing the key', async () => {
    const entry = await entryOf(slovakPerson(), 'single', { paymentMethod: 'card' });
    // One GoPay for both processes; the first dies right after its payment started.
    const gopay = createGopayTestKit();
    const first = createOrderPayments(db, gopay.gateway);
    const dying = createOrderWriter({
      db,
      payments: {
        ...first,
        start: async (row) => {
          await first.start(row);
          throw new Error('killed before the key was completed');
        },
      },
    });
    await expect(dying.store(entry)).rejects.toThrow('killed');
    expect(await keyOf(entry)).toMatchObject({ responseStatus: null });

    const other = createOrderWriter({ db, payments: createOrderPayments(db, gopay.gateway) });
    const retried = resultOf(await other.store({ ...entry })) as { paymentUrl: string };
    const [row] = await ordersOf(entry);
    const attempts = await db.select().from(payments).where(eq(payments.orderId, row!.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'pending', redirectUrl: retried.paymentUrl });
    expect(gopay.emulator.stats.created).toBe(1);
  });

  it('takes over a reservation whose process died before the gateway answered, keeping one live payment', async () => {
    const entry = await entryOf(slovakPerson(), 'single', { paymentMethod: 'card' });
    const gopay = createGopayTestKit();
    const stuck = createOrderWriter({
      db,
      payments: createOrderPayments(
        db,
        { ...gopay.gateway, createPayment: () => new Promise(() => {}) },
        { startWaitMs: 10 },
      ),
    });
    // Never answers: the request is abandoned, its reservation stays.
    void stuck.store(entry);
    await vi.waitFor(async () => {
      const [row] = await ordersOf(entry);
      expect(row && (await db.select().from(payments).where(eq(payments.orderId, row.id)))).toHaveLength(1);
    });
    const retry = createOrderWriter({
      db,
      payments: createOrderPayments(db, gopay.gateway, { reservationLeaseMs: 50 }),
    });
    const retried = resultOf(await retry.store({ ...entry })) as { paymentUrl: string };
    const [row] = await ordersOf(entry);
    const attempts = await db.select().from(payments).where(eq(payments.orderId, row!.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'pending', redirectUrl: retried.paymentUrl });
    expect(gopay.emulator.stats.created).toBe(1);
  });
});
