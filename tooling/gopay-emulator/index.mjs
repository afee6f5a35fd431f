// A GoPay emulator for local runs and tests, written from GoPay's public REST API documentation:
// the OAuth2 token, payment creation and status, refunds, a hosted payment page at `gw_url` and
// notifications to `notification_url?id=` with retries. NOT a real payment: no money moves.
import { randomBytes } from 'node:crypto';

export const emulatorLabel = 'GoPay emulator – not a real payment';

/** The page's texts in the payment's language (`lang` SK or CS). */
const texts = {
  SK: {
    lang: 'sk',
    locale: 'sk-SK',
    title: 'Emulátor GoPay – nejde o skutočnú platbu',
    order: 'Objednávka',
    amount: 'Suma',
    choose: 'Vyberte výsledok platby:',
    pay: 'Zaplatiť',
    cancel: 'Zrušiť platbu',
    leavePending: 'Nechať platbu čakať',
    done: 'Platba je uzavretá: ',
    back: 'Späť do obchodu',
    notFound: 'Takú platbu emulátor nepozná.',
  },
  CS: {
    lang: 'cs',
    locale: 'cs-CZ',
    title: 'Emulátor GoPay – nejde o skutečnou platbu',
    order: 'Objednávka',
    amount: 'Částka',
    choose: 'Vyberte výsledek platby:',
    pay: 'Zaplatit',
    cancel: 'Zrušit platbu',
    leavePending: 'Nechat platbu čekat',
    done: 'Platba je uzavřená: ',
    back: 'Zpět do obchodu',
    notFound: 'Takovou platbu emulátor nezná.',
  },
};

const finalStates = new Set(['PAID', 'CANCELED', 'TIMEOUTED', 'REFUNDED', 'PARTIALLY_REFUNDED']);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (character) => escapes[character]);
const json = (body, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const gopayError = (status, error_name, message) =>
  json({ date_issued: new Date().toISOString(), errors: [{ scope: 'G', error_name, message }] }, status);

/** Reads the `GOPAY_EMULATOR_*` switches; throws on a value out of range. */
export function emulatorSwitchesFromEnv(env) {
  const share = (name) => {
    const value = Number(env[name] ?? 0);
    if (!(value >= 0 && value <= 1)) throw new Error(`${name} is a share from 0 to 1`);
    return value;
  };
  const nonNegative = (name) => {
    const value = Number(env[name] ?? 0);
    if (!(value >= 0)) throw new Error(`${name} is a number of 0 or more`);
    return value;
  };
  return {
    dropNotifications: share('GOPAY_EMULATOR_DROP_NOTIFICATIONS'),
    failRate: share('GOPAY_EMULATOR_FAIL_RATE'),
    delayMs: nonNegative('GOPAY_EMULATOR_DELAY_MS'),
    timeoutS: nonNegative('GOPAY_EMULATOR_TIMEOUT_S'),
  };
}

/**
 * The emulator as a fetch handler (`handle(request) => Response`), so tests run it in process and
 * `serve.mjs` puts it on a port. See README.md for its switches.
 */
export function createGopayEmulator(options = {}) {
  const clientId = options.clientId ?? 'emulator-client';
  const clientSecret = options.clientSecret ?? 'emulator-secret';
  const goid = String(options.goid ?? '8000000001');
  const publicUrl = (options.publicUrl ?? 'http://127.0.0.1:3090').replace(/\/+$/, '');
  const tokenTtlS = options.tokenTtlS ?? 1800;
  const dropNotifications = options.dropNotifications ?? 0;
  const failRate = options.failRate ?? 0;
  const delayMs = options.delayMs ?? 0;
  const timeoutS = options.timeoutS ?? 0;
  const notifyAttempts = options.notifyAttempts ?? 5;
  const notifyRetryMs = options.notifyRetryMs ?? 500;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const notify = options.notify ?? ((url) => fetch(url, { signal: AbortSignal.timeout(10_000) }));

  const tokens = new Map();
  const payments = new Map();
  const stats = {
    tokens: 0,
    created: 0,
    statusCalls: 0,
    failed: 0,
    notificationsSent: 0,
    notificationsDropped: 0,
    notificationAttempts: 0,
  };
  /** Notification attempts the shop did not take, by status or error name. */
  const failures = {};
  const inFlight = new Set();
  let nextId = 3_000_000_000 + Math.floor(random() * 1_000_000) * 1000;

  function sendNotification(payment) {
    if (random() < dropNotifications) {
      stats.notificationsDropped += 1;
      return;
    }
    const url = new URL(payment.callback.notification_url);
    url.searchParams.set('id', String(payment.id));
    const attempt = (async () => {
      for (let tries = 0; tries < notifyAttempts; tries += 1) {
        stats.notificationAttempts += 1;
        try {
          const response = await notify(url.toString());
          if (response.ok) {
            stats.notificationsSent += 1;
            return;
          }
          failures[response.status] = (failures[response.status] ?? 0) + 1;
        } catch (error) {
          // Retried below, as GoPay retries a notification the shop did not take.
          const name = error instanceof Error ? error.name : 'error';
          failures[name] = (failures[name] ?? 0) + 1;
        }
        await sleep(notifyRetryMs * 2 ** tries);
      }
    })();
    inFlight.add(attempt);
    attempt.finally(() => inFlight.delete(attempt));
  }

  function changeState(payment, state) {
    payment.state = state;
    sendNotification(payment);
  }

  /** Times out pending payments older than `timeoutS`, as GoPay does. */
  function sweep() {
    if (timeoutS <= 0) return;
    for (const payment of payments.values()) {
      if (!finalStates.has(payment.state) && now() - payment.createdAt >= timeoutS * 1000) {
        changeState(payment, 'TIMEOUTED');
      }
    }
  }

  function view(payment) {
    const { createdAt: _created, ...body } = payment;
    return body;
  }

  function authorised(request) {
    const match = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '');
    const expires = match ? tokens.get(match[1]) : undefined;
    return expires !== undefined && now() < expires;
  }

  async function tokenCall(request) {
    const match = /^Basic (.+)$/.exec(request.headers.get('authorization') ?? '');
    const [id, secret] = match ? Buffer.from(match[1], 'base64').toString().split(':') : [];
    if (id !== clientId || secret !== clientSecret)
      return gopayError(403, 'ACCESS_DENIED', 'Wrong client id or secret');
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') !== 'client_credentials') return gopayError(400, 'INVALID', 'grant_type');
    const scope = form.get('scope');
    if (scope !== 'payment-create' && scope !== 'payment-all') return gopayError(400, 'INVALID', 'scope');
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, now() + tokenTtlS * 1000);
    stats.tokens += 1;
    return json({ token_type: 'bearer', access_token: token, expires_in: tokenTtlS, refresh_token: '' });
  }

  async function createCall(request) {
    let body;
    try {
      body = await request.json();
    } catch {
      return gopayError(400, 'INVALID', 'The body is not JSON');
    }
    const problems = [];
    if (!Number.isInteger(body?.amount) || body.amount <= 0) problems.push('amount');
    if (!['EUR', 'CZK'].includes(body?.currency)) problems.push('currency');
    if (typeof body?.order_number !== 'string' || body.order_number === '') problems.push('order_number');
    if (String(body?.target?.goid) !== goid || body?.target?.type !== 'ACCOUNT') problems.push('target');
    for (const name of ['return_url', 'notification_url']) {
      if (!URL.canParse(body?.callback?.[name] ?? '')) problems.push(`callback.${name}`);
    }
    if (problems.length > 0) return gopayError(409, 'INVALID', `Invalid: ${problems.join(', ')}`);
    nextId += 1;
    const payment = {
      id: nextId,
      order_number: body.order_number,
      state: 'CREATED',
      amount: body.amount,
      currency: body.currency,
      payer: body.payer ?? {},
      target: body.target,
      items: body.items ?? [],
      callback: body.callback,
      lang: body.lang === 'SK' ? 'SK' : 'CS',
      order_description: body.order_description ?? '',
      gw_url: `${publicUrl}/gw/${nextId}`,
      createdAt: now(),
    };
    payments.set(payment.id, payment);
    stats.created += 1;
    return json(view(payment));
  }

  async function refundCall(payment, request) {
    const form = new URLSearchParams(await request.text());
    const amount = Number(form.get('amount'));
    if (!Number.isInteger(amount) || amount <= 0 || amount > payment.amount) {
      return gopayError(409, 'INVALID', 'amount');
    }
    if (payment.state !== 'PAID' && payment.state !== 'PARTIALLY_REFUNDED') {
      return gopayError(409, 'PAYMENT_REFUND_FAILED', 'Only a paid payment is refunded');
    }
    payment.refunded = (payment.refunded ?? 0) + amount;
    if (payment.refunded > payment.amount) return gopayError(409, 'INVALID', 'amount');
    changeState(payment, payment.refunded === payment.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED');
    return json({ id: payment.id, result: 'FINISHED' });
  }

  function page(payment, notice, status = 200) {
    const t = texts[payment?.lang ?? 'CS'];
    let body;
    if (!payment) {
      body = `<p>${escapeHtml(t.notFound)}</p>`;
    } else {
      const amount = new Intl.NumberFormat(t.locale, {
        style: 'currency',
        currency: payment.currency,
      }).format(payment.amount / 100);
      const details = `<dl><dt>${t.order}</dt><dd>${escapeHtml(payment.order_number)}</dd><dt>${t.amount}</dt><dd>${escapeHtml(amount)}</dd></dl>`;
      body = finalStates.has(payment.state)
        ? `${details}<p role="status">${t.done}${payment.state}</p><p><a href="${escapeHtml(returnUrl(payment))}">${t.back}</a></p>`
        : `${details}${notice ?? ''}<form method="post"><fieldset><legend>${t.choose}</legend><button type="submit" name="result" value="paid">${t.pay} ${escapeHtml(amount)}</button><button type="submit" name="result" value="cancelled">${t.cancel}</button><button type="submit" name="result" value="pending">${t.leavePending}</button></fieldset></form>`;
    }
    const html = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title><link rel="icon" href="data:,"><style>body{margin:0;font-family:system-ui,sans-serif;color:#1d1d1b;background:#eef3f7}main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-top:6px solid #0b5394}.notice{padding:.75rem;border:2px dashed #0b5394}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0;font-weight:700}fieldset{border:0;padding:0;margin:0;display:flex;flex-direction:column;gap:.75rem}legend{margin-bottom:.75rem}button{font:inherit;padding:.75rem 1rem;border:2px solid #0b5394;background:#fff;color:#1d1d1b;cursor:pointer}button[value=paid]{background:#0b5394;color:#fff}button:focus-visible{outline:3px solid #1d1d1b;outline-offset:2px}</style></head><body><main><h1>${escapeHtml(t.title)}</h1><p class="notice" lang="en">${emulatorLabel}</p>${body}</main></body></html>`;
    return new Response(html, {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
      },
    });
  }

  function returnUrl(payment) {
    const url = new URL(payment.callback.return_url);
    url.searchParams.set('id', String(payment.id));
    return url.toString();
  }

  const choices = { paid: 'PAID', cancelled: 'CANCELED' };

  async function pageCall(request, payment) {
    if (!payment) return page(undefined, undefined, 404);
    if (request.method === 'GET') return page(payment);
    const form = new URLSearchParams(await request.text());
    const result = form.get('result');
    if (!finalStates.has(payment.state) && result in choices) {
      changeState(payment, choices[result]);
    } else if (result === 'pending') {
      if (!finalStates.has(payment.state)) payment.state = 'PAYMENT_METHOD_CHOSEN';
    } else if (!finalStates.has(payment.state)) {
      return page(payment, undefined, 400);
    }
    return new Response(null, { status: 303, headers: { location: returnUrl(payment) } });
  }

  async function apiCall(request, url) {
    if (delayMs > 0) await sleep(delayMs);
    if (random() < failRate) {
      stats.failed += 1;
      return gopayError(500, 'SERVER_ERROR', 'Emulated failure (GOPAY_EMULATOR_FAIL_RATE)');
    }
    if (url.pathname === '/api/oauth2/token' && request.method === 'POST') return tokenCall(request);
    if (!authorised(request)) return gopayError(401, 'AUTH_WRONG', 'Invalid or expired token');
    if (url.pathname === '/api/payments/payment' && request.method === 'POST') return createCall(request);
    const match = /^\/api\/payments\/payment\/(\d+)(\/refund)?$/.exec(url.pathname);
    const payment = match ? payments.get(Number(match[1])) : undefined;
    if (match && !payment) return gopayError(404, 'PAYMENT_NOT_FOUND', 'No such payment');
    if (match && !match[2] && request.method === 'GET') {
      stats.statusCalls += 1;
      return json(view(payment));
    }
    if (match?.[2] && request.method === 'POST') return refundCall(payment, request);
    return gopayError(404, 'NOT_FOUND', `No ${request.method} ${url.pathname}`);
  }

  async function handle(request) {
    sweep();
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) return apiCall(request, url);
    const gw = /^\/gw\/(\d+)$/.exec(url.pathname);
    if (gw && (request.method === 'GET' || request.method === 'POST')) {
      return pageCall(request, payments.get(Number(gw[1])));
    }
    if (url.pathname === '/emulator/stats' && request.method === 'GET') {
      const states = {};
      for (const payment of payments.values()) states[payment.state] = (states[payment.state] ?? 0) + 1;
      return json({ ...stats, notificationFailures: failures, states });
    }
    if (url.pathname === '/' && request.method === 'GET') {
      return new Response(`${emulatorLabel}\n${payments.size} payments\n`, {
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    return new Response('Not found', { status: 404 });
  }

  return {
    handle,
    sweep,
    stats,
    /** A payment as GoPay's status call answers it. */
    payment: (id) => {
      const payment = payments.get(Number(id));
      return payment ? view(payment) : undefined;
    },
    /** Waits for the notifications still being sent (tests). */
    settled: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
