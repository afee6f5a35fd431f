// Card orders through the GoPay emulator with a share of its notifications dropped: every
// payment paid at GoPay must be marked paid in the shop by the reconciler within its interval,
// and no order may hold two live payments, also when its order request is sent twice at once.
// Alone: `node tooling/scripts/bench/cardReconciliation.mjs` (after `turbo run build`).
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from './apiServer.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))];
}

function cardOrder(serial) {
  const digits = String(serial).padStart(6, '0');
  return {
    offer: 'single',
    firstName: 'Ján',
    lastName: `Kartový${digits}`,
    company: 'Nordlys Pharma s.r.o.',
    street: 'Mlynské nivy',
    houseNumber: '12',
    city: 'Bratislava',
    zip: '821 09',
    phone: `902 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    email: `karta${digits}@azet.sk`,
    birthDate: '1990-02-01',
    shippingMethod: 'post-address',
    paymentMethod: 'card',
    agreement: true,
  };
}

async function postOrder(origin, serial, key) {
  const response = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': key,
      'x-forwarded-for': `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`,
    },
    body: JSON.stringify(cardOrder(serial)),
  });
  return { status: response.status, body: await response.json() };
}

async function inBatches(items, concurrency, run) {
  let next = 0;
  const results = new Array(items.length);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await run(items[index], index);
      }
    }),
  );
  return results;
}

/** Reads the shop's payments from the stopped server's embedded database. */
async function storedPayments(repoRoot, dataDir) {
  const require = createRequire(join(repoRoot, 'apps/api/package.json'));
  const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    const { rows: payments } = await db.query(
      'SELECT order_id, gateway_payment_id, status, updated_at, checks FROM payments',
    );
    const { rows: doubled } = await db.query(
      `SELECT order_id FROM payments WHERE status = 'pending' GROUP BY order_id HAVING count(*) > 1`,
    );
    return { payments, ordersWithTwoLivePayments: doubled.length };
  } finally {
    await db.close();
  }
}

/**
 * `orders` card orders (one in five sent twice at once with the same key), each paid at the
 * emulator's page right after it is placed (a tenth cancelled, a tenth left pending); the customer
 * never comes back, so only the notification or the reconciler tells the shop. Waits `reconcileAfterS` plus the
 * reconciler's round and a margin, stops the server and reads its database.
 */
export async function measureCardReconciliation({
  repoRoot,
  serverEntry,
  skPort,
  czPort,
  orders = 500,
  dropNotifications = 0.3,
  reconcileAfterS = 5,
  concurrency = 20,
  gopayPort = skPort + 90,
}) {
  const server = await startApiServer({
    serverEntry,
    skPort,
    czPort,
    env: {
      TRUST_PROXY: '1',
      RATE_LIMIT_SCALE: '1000',
      LOG_LEVEL: 'warn',
      PAYMENT_RECONCILE_AFTER_S: String(reconcileAfterS),
      PAYMENT_RECONCILE_MAX_S: String(reconcileAfterS * 4),
    },
    gopay: { port: gopayPort, env: { GOPAY_EMULATOR_DROP_NOTIFICATIONS: String(dropNotifications) } },
  });
  const origin = server.origins.sk;
  const started = performance.now();
  const paidAt = new Map();
  let stopped = false;
  try {
    const placed = await inBatches(
      Array.from({ length: orders }, (_, i) => i),
      concurrency,
      async (serial) => {
        const key = randomUUID();
        const answers = await Promise.all(
          Array.from({ length: serial % 5 === 0 ? 2 : 1 }, () => postOrder(origin, 500_000 + serial, key)),
        );
        // The shopper pays at once on GoPay's page, and never comes back to the shop.
        const { paymentUrl } = answers[0].body;
        if (paymentUrl) {
          const choice = serial % 10 === 1 ? 'cancelled' : serial % 10 === 2 ? 'pending' : 'paid';
          await fetch(paymentUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `result=${choice}`,
            redirect: 'manual',
          });
          if (choice === 'paid') paidAt.set(paymentUrl.split('/').pop(), Date.now());
        }
        return { serial, answers };
      },
    );
    const statuses = {};
    let differentAnswers = 0;
    for (const { answers } of placed) {
      for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answers.some((answer) => answer.body.paymentUrl !== answers[0].body.paymentUrl))
        differentAnswers += 1;
    }
    const placedSeconds = (performance.now() - started) / 1000;
    // The last payment is due reconcileAfterS after its start; the reconciler looks every
    // min(5 s, reconcileAfterS); a margin for the round itself.
    const intervalMs = reconcileAfterS * 1000 + Math.min(5000, reconcileAfterS * 1000);
    await sleep(intervalMs + 2000);
    const emulator = await (await fetch(`${server.gopayUrl}/emulator/stats`)).json();
    await server.stop({ keepData: true });
    stopped = true;
    const stored = await storedPayments(repoRoot, server.dataDir).finally(() =>
      rmSync(server.dataDir, { recursive: true, force: true }),
    );
    const byGopayId = new Map(stored.payments.map((row) => [row.gateway_payment_id, row]));
    const delays = [];
    let notMarked = 0;
    for (const [id, at] of paidAt) {
      const row = byGopayId.get(id);
      if (row?.status !== 'paid') {
        notMarked += 1;
        continue;
      }
      delays.push(Math.max(0, new Date(row.updated_at).getTime() - at));
    }
    delays.sort((a, b) => a - b);
    const afterOneSecond = delays.filter((ms) => ms > 1000).length;
    return {
      orders,
      dropNotifications,
      reconcileAfterS,
      intervalMs,
      placedSeconds: Math.round(placedSeconds * 10) / 10,
      orderStatuses: statuses,
      sameKeyPairsAnsweredDifferently: differentAnswers,
      paidAtGateway: paidAt.size,
      markedPaid: delays.length,
      notMarkedPaid: notMarked,
      markedAfterOneSecond: afterOneSecond,
      markedWithinIntervalMs: delays.filter((ms) => ms <= intervalMs).length,
      delayP50Ms: percentile(delays, 0.5),
      delayP95Ms: percentile(delays, 0.95),
      delayMaxMs: delays.at(-1),
      ordersWithTwoLivePayments: stored.ordersWithTwoLivePayments,
      paymentsStored: stored.payments.length,
      emulator,
    };
  } finally {
    if (!stopped) await server.stop();
  }
}

export function renderCardReconciliation(results) {
  if (results.cardReconciliationError) {
    return `## Card payments with lost notifications\n\nNot measured: ${results.cardReconciliationError}\n`;
  }
  const r = results.cardReconciliation;
  if (!r) return '';
  return [
    `## Card payments with lost notifications (${r.orders} card orders, ${Math.round(r.dropNotifications * 100)} % of GoPay notifications dropped)`,
    '',
    '| measure | value |',
    '| --- | --- |',
    `| paid at the GoPay emulator | ${r.paidAtGateway} |`,
    `| marked paid in the shop | ${r.markedPaid} (${r.markedAfterOneSecond} more than 1 s after paying: by the reconciler, or a notification under load) |`,
    `| marked paid within the interval (${r.intervalMs} ms: PAYMENT_RECONCILE_AFTER_S=${r.reconcileAfterS} plus one round) | ${r.markedWithinIntervalMs} |`,
    `| not marked paid | ${r.notMarkedPaid} |`,
    `| delay from paying to marked paid: p50 / p95 / max | ${r.delayP50Ms} / ${r.delayP95Ms} / ${r.delayMaxMs} ms |`,
    `| orders with two live payments | ${r.ordersWithTwoLivePayments} |`,
    `| same-key order pairs answered with different payments | ${r.sameKeyPairsAnsweredDifferently} |`,
    `| notifications sent / dropped / attempts the shop did not take | ${r.emulator.notificationsSent} / ${r.emulator.notificationsDropped} / ${r.emulator.notificationAttempts - r.emulator.notificationsSent} |`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const result = await measureCardReconciliation({
    repoRoot,
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    skPort: Number(process.env.BENCH_CARD_SK_PORT ?? 3113),
    czPort: Number(process.env.BENCH_CARD_CZ_PORT ?? 3114),
    ...(process.env.BENCH_CARD_GOPAY_PORT ? { gopayPort: Number(process.env.BENCH_CARD_GOPAY_PORT) } : {}),
  });
  console.log(JSON.stringify(result, null, 2));
  console.log(renderCardReconciliation({ cardReconciliation: result }));
}
