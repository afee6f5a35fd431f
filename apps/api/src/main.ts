import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import { apiPaths } from '@shop/contracts/vocabulary';
import { createClientIp } from './api/clientIp';
import { createApi } from './api/createApi';
import { scaledRateBudgets } from './api/rateBudgets';
import { createDatabase } from './db/createDatabase';
import { findUp } from './findUp';
import { createImageHandler } from './images/createImageHandler';
import { createImageLimits, readImageLimitSettings } from './images/imageLimits';
import { createLogger } from './logger';
import { createMailDispatcher } from './mail/mailDispatcher';
import { mailSitesOf } from './mail/mailSettings';
import { mailOnPaymentChange } from './mail/paymentMails';
import { smtpTransport } from './mail/smtpTransport';
import { createGopayGateway } from './payments/gopayGateway';
import { createOrderPayments } from './payments/orderPayments';
import { createPaymentReconciler } from './payments/paymentReconciler';
import type { OnPaymentStateChange } from './payments/paymentStates';
import { cookieProviderSeeds } from './seed/cookies/cookieProviderSeeds';
import { seedCookieProviders } from './seed/cookies/seedCookieProviders';
import { defaultContent } from './seed/defaultContent';
import { seedOrderData } from './seed/orders/seedOrderData';
import { seedContent } from './seed/seedContent';
import { createServerApp } from './serverApp';
import { readServerEnv } from './serverEnv';
import { configuredOrigin } from './site/configuredOrigin';
import { createSiteHandler } from './site/siteHandler';
import { createTrackingVisitRecorder } from './tracking/trackingVisits';

const sites = ['sk', 'cz'] as const;

const repoRoot = findUp(dirname(fileURLToPath(import.meta.url)), 'pnpm-workspace.yaml') ?? process.cwd();
const env = readServerEnv(process.env, repoRoot);
const logger = createLogger(env.logLevel ? { level: env.logLevel } : {});

const database = await createDatabase(
  env.databaseUrl ? { url: env.databaseUrl } : { dataDir: join(env.dataDir, 'pglite') },
);
await database.migrate();
const seeded = {
  ...(await seedContent(database.db, defaultContent)),
  cookieProviders: await seedCookieProviders(database.db, cookieProviderSeeds),
  orderData: await seedOrderData(database.db),
};
logger.info('database ready', { database: database.kind, seeded });

// Card payments go to GoPay when its settings are given (`pnpm start` and e2e give the emulator's);
// without them card payment is not offered.
const gopay = env.gopay;
const paymentGateway = gopay
  ? createGopayGateway({
      ...gopay,
      // GoPay calls back on the site's public origin; its API answers there too.
      callbackUrls: (site) => {
        const origin = env.publicOrigins[site][0]!;
        return {
          returnUrl: `${origin}${apiPaths.gopayReturn}`,
          notificationUrl: `${origin}${apiPaths.gopayNotification}`,
        };
      },
    })
  : 'none';
if (gopay) {
  logger.info('card payments go to GoPay', { apiUrl: gopay.apiUrl, goid: gopay.goid });
} else {
  logger.warn(
    'card payments are off: GOPAY_API_URL, GOPAY_GOID, GOPAY_CLIENT_ID and GOPAY_CLIENT_SECRET are not set',
  );
}
/**
 * Hears of each change of a payment's state, in its transaction: the payment-received and the
 * cancelled / timed-out mails are written to the outbox with the change, so racing notifications,
 * the return and the reconciler send one mail.
 */
const onPaymentStateChange: OnPaymentStateChange = mailOnPaymentChange;
const paymentReconcileAfterMs = env.paymentReconcileAfterS * 1000;
const reconciler =
  paymentGateway === 'none'
    ? undefined
    : createPaymentReconciler({
        db: database.db,
        payments: createOrderPayments(database.db, paymentGateway, {
          reconcileAfterMs: paymentReconcileAfterMs,
          onStateChange: onPaymentStateChange,
        }),
        logger,
        afterMs: paymentReconcileAfterMs,
        maxMs: env.paymentReconcileMaxS * 1000,
        pollMs: Math.min(5000, paymentReconcileAfterMs),
      });
reconciler?.start();
if (env.production) {
  logger.info('production mode', { publicOrigins: env.publicOrigins, trustProxy: env.trustProxy });
}

// The mail outbox is sent from every process; each message is taken by one of them at a time.
const mailTransport = env.smtpUrl ? smtpTransport(env.smtpUrl) : undefined;
const mailDispatcher = mailTransport
  ? createMailDispatcher({
      db: database.db,
      transport: mailTransport,
      from: env.mailFrom,
      sites: mailSitesOf(repoRoot, env.publicOrigins),
      ordersMailTo: env.ordersMailTo,
      supportMailTo: env.supportMailTo,
      logger: logger.child({ component: 'mail' }),
    })
  : undefined;
if (mailDispatcher && env.smtpUrl) {
  mailDispatcher.start();
  logger.info('sending mail', { smtp: new URL(env.smtpUrl).host, from: env.mailFrom });
} else {
  logger.warn('mail is not sent: no SMTP_URL; mails wait in the outbox (mail_outbox)');
}

const clientIp = createClientIp({ trustProxy: env.trustProxy });
const rateLimits = scaledRateBudgets(env.rateLimitScale);
const recordTrackingVisit = createTrackingVisitRecorder(database);
const cacheDir = join(env.dataDir, 'ipx-cache');
// One cache cap, set of render slots and render budget for both sites' image handlers.
const imageLimits = createImageLimits({ cacheDir, ...readImageLimitSettings(process.env) });
const sharedPublic = join(repoRoot, 'packages/site/public');
// The sites' public origins, and the one their built config names (`baseUrl` of website.json).
const siteOrigins = (selected: readonly ('sk' | 'cz')[]) =>
  selected.flatMap((site) => [
    ...env.publicOrigins[site],
    ...[configuredOrigin(join(repoRoot, 'apps', site, 'dist'))].filter((origin) => origin !== undefined),
  ]);
const apiFor = (site?: 'sk' | 'cz') =>
  createApi({
    db: database,
    logger,
    site,
    clientIp,
    ipHashSalt: env.ipHashSalt,
    eventsQuery: env.eventsQuery,
    recordTrackingVisit,
    siteOrigins: siteOrigins(site ? [site] : sites),
    rateLimits,
    paymentGateway,
    paymentReconcileAfterMs,
    onPaymentStateChange,
  });
const transport = (selected: readonly ('sk' | 'cz')[]) => ({
  trustProxy: env.trustProxy,
  production: env.production,
  publicOrigins: selected.flatMap((site) => env.publicOrigins[site]),
});

function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  port: number,
  name: string,
) {
  return serve({ fetch: app.fetch, port, hostname: env.host }, (info) => {
    logger.info('listening', { server: name, url: `http://${env.host}:${info.port}` });
  });
}

const servers: ServerType[] = [];
if (env.apiOnlyPort !== undefined) {
  const images = createImageHandler({
    sourceDirs: [...sites.map((site) => join(repoRoot, 'apps', site, 'public')), sharedPublic],
    limits: imageLimits,
    clientIp,
  });
  servers.push(
    listen(createServerApp({ logger, api: apiFor(), images, ...transport(sites) }), env.apiOnlyPort, 'api'),
  );
} else {
  for (const site of sites) {
    const appDir = join(repoRoot, 'apps', site);
    const distDir = join(appDir, 'dist');
    // Pages rendered on the server read the API in process: the handler needs the app it is
    // mounted in, so the app is bound once it exists.
    let app: ReturnType<typeof createServerApp> | undefined;
    const siteHandler = createSiteHandler({
      site,
      distDir,
      logger: logger.child({ site }),
      recordTrackingVisit,
      apiFetch: (request) => {
        if (!app) throw new Error('The site handler rendered a page before its server app existed');
        return app.fetch(request);
      },
    });
    app = createServerApp({
      site,
      logger,
      api: apiFor(site),
      images: createImageHandler({
        sourceDirs: [join(distDir, 'client'), join(appDir, 'public'), sharedPublic],
        limits: imageLimits,
        clientIp,
      }),
      siteHandler,
      ...transport([site]),
    });
    servers.push(listen(app, site === 'sk' ? env.skPort : env.czPort, site));
  }
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  // In-flight requests get a few seconds; a stuck connection must not keep the process alive.
  setTimeout(() => process.exit(1), 10_000).unref();
  await reconciler?.stop();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  await mailDispatcher?.stop();
  mailTransport?.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
