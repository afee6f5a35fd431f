// Mail delivery under trouble: 1,000 orders against the built server while the SMTP server refuses
// 10 % of messages with a temporary 451 and the API is killed with `kill -9` once, mid-run, and
// started again on the same data. Counts the order confirmations each order got (exactly one is
// the aim; a second only for a message accepted just before the kill, the README's crash window),
// the orders with none (lost), and the delay from the order's 201 to its confirmation's acceptance.
//   node tooling/scripts/bench/mailDelivery.mjs   (after `pnpm build`; BENCH_MAIL_API_PORT, default
//   3115, BENCH_MAIL_SMTP_PORT, default 3116; DATABASE_URL to run it on PostgreSQL)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))];
}

/** A deterministic random source, so every run refuses the same share the same way. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** An SMTP server that refuses `refuseShare` of the messages with 451 and keeps the others. */
async function startRefusingSmtp(port, refuseShare) {
  const random = seeded(30);
  const accepted = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (random() < refuseShare) {
          refused += 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        accepted.push({
          at: Date.now(),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    accepted,
    refused: () => refused,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function startApi({ port, smtpPort, dataDir }) {
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      API_ONLY_PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Nordlys <objednavky@nordlys.sk>',
      ORDERS_MAIL_TO: 'obchod@nordlys.sk',
      RATE_LIMIT_SCALE: '100000',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited };
}

async function waitHealthy(origin, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} did not become healthy`);
}

function orderBody(serial) {
  const digits = String(serial).padStart(6, '0');
  return {
    offer: 'single',
    firstName: 'Ján',
    lastName: `Poštový${digits}`,
    company: 'Nordlys Pharma s.r.o.',
    street: 'Mlynské nivy',
    houseNumber: '12',
    city: 'Bratislava',
    zip: '821 09',
    phone: `902 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    email: `posta${digits}@azet.sk`,
    birthDate: '1990-02-01',
    shippingMethod: 'post-address',
    paymentMethod: serial % 2 === 0 ? 'bank-transfer' : 'after-delivery',
    agreement: true,
  };
}

/** Sends one order until it is stored, with one key, through the kill and the restart. */
async function placeOrder(origin, serial) {
  const key = randomUUID();
  const body = JSON.stringify(orderBody(serial));
  for (;;) {
    try {
      const response = await fetch(`${origin}/api/orders?site=sk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
      if (response.status === 201) return { serial, at: Date.now(), email: orderBody(serial).email };
      await response.arrayBuffer();
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function measureMailDelivery({
  orders = 1000,
  concurrency = 10,
  refuseShare = 0.1,
  apiPort = Number(process.env.BENCH_MAIL_API_PORT ?? 3115),
  smtpPort = Number(process.env.BENCH_MAIL_SMTP_PORT ?? 3116),
  settleTimeoutMs = 180_000,
  kill = true,
} = {}) {
  const origin = `http://127.0.0.1:${apiPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-bench-'));
  const smtp = await startRefusingSmtp(smtpPort, refuseShare);
  let api = startApi({ port: apiPort, smtpPort, dataDir });
  const placed = [];
  let killedAt;
  try {
    await waitHealthy(origin);
    const started = Date.now();
    let next = 0;
    const killAfter = Math.floor(orders / 2);
    const worker = async () => {
      while (next < orders) {
        const serial = next++;
        placed.push(await placeOrder(origin, serial));
        if (kill && placed.length === killAfter && killedAt === undefined) {
          killedAt = Date.now();
          api.child.kill('SIGKILL');
          await api.exited;
          api = startApi({ port: apiPort, smtpPort, dataDir });
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const placedSeconds = (Date.now() - started) / 1000;

    // Every order's confirmation, or the time is up.
    const deadline = Date.now() + settleTimeoutMs;
    const confirmationsOf = () => {
      const byRecipient = new Map();
      for (const mail of smtp.accepted) {
        for (const to of mail.to) byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail]);
      }
      return byRecipient;
    };
    while (Date.now() < deadline) {
      const byRecipient = confirmationsOf();
      if (placed.every((order) => byRecipient.has(order.email))) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // A message the killed process had sent but not recorded goes again once its lease (60 s)
    // ends: wait for that, so a second copy is counted rather than cut off.
    const leaseEnds = (killedAt ?? 0) + 70_000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(2_000, leaseEnds - Date.now())));
    const byRecipient = confirmationsOf();
    const perOrder = placed.map((order) => byRecipient.get(order.email) ?? []);
    const counts = {};
    for (const mails of perOrder) counts[mails.length] = (counts[mails.length] ?? 0) + 1;
    const delays = placed
      .map((order, index) => (perOrder[index][0] ? perOrder[index][0].at - order.at : undefined))
      .filter((delay) => delay !== undefined)
      .sort((a, b) => a - b);
    const shopNotes = byRecipient.get('obchod@nordlys.sk') ?? [];
    const duplicates = perOrder.filter((mails) => mails.length > 1);
    return {
      database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      refuseShare,
      killed: killedAt !== undefined,
      orders: placed.length,
      placedSeconds: Math.round(placedSeconds * 10) / 10,
      refused451: smtp.refused(),
      confirmationsPerOrder: counts,
      lost: perOrder.filter((mails) => mails.length === 0).length,
      // A second copy carries the first one's Message-ID: the crash window, not a second message.
      duplicatesWithSameMessageId: duplicates.filter(
        (mails) => new Set(mails.map((mail) => mail.messageId)).size === 1,
      ).length,
      shopNotes: shopNotes.length,
      shopNotesDistinct: new Set(shopNotes.map((mail) => mail.messageId)).size,
      delayP50Ms: percentile(delays, 0.5),
      delayP95Ms: percentile(delays, 0.95),
      delayMaxMs: delays.at(-1),
    };
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bench report's section: `results.mailDelivery`, or why it did not run. */
export function renderMailDelivery(results) {
  if (results.mailDeliveryError) return `## Mail delivery\n\nNot measured: ${results.mailDeliveryError}\n`;
  const result = results.mailDelivery;
  if (!result) return '';
  return [
    `## Mail delivery (${result.orders} orders, ${Math.round(result.refuseShare * 100)} % of SMTP answers 451, ${result.killed ? 'one kill -9 of the API' : 'no kill'}, ${result.database})`,
    '',
    '| orders | 451 refusals | confirmations per order | lost | second copies (same Message-ID) | shop notes (distinct) | order → mail p50 | p95 | max |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${result.orders} | ${result.refused451} | ${Object.entries(result.confirmationsPerOrder)
      .map(([count, orders]) => `${count}: ${orders}`)
      .join(
        ', ',
      )} | ${result.lost} | ${result.duplicatesWithSameMessageId} | ${result.shopNotes} (${result.shopNotesDistinct}) | ${result.delayP50Ms} ms | ${result.delayP95Ms} ms | ${result.delayMaxMs} ms |`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureMailDelivery({
    orders: Number(process.env.BENCH_MAIL_ORDERS ?? 1000),
    refuseShare: Number(process.env.BENCH_MAIL_REFUSE ?? 0.1),
    kill: process.env.BENCH_MAIL_KILL !== '0',
  });
  console.log(JSON.stringify(result, null, 2));
  console.log(renderMailDelivery({ mailDelivery: result }));
}
