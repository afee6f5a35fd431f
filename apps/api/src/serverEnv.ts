import { join } from 'node:path';
import { z } from 'zod';
import { isLogLevel, type LogLevel } from './logger';
import type { GopaySettings } from './payments/gopayGateway';

export interface ServerEnv {
  skPort: number;
  czPort: number;
  /** Set: serve only /api and /_ipx on this port (the API behind `pnpm dev`). */
  apiOnlyPort: number | undefined;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: LogLevel | undefined;
  /** `NODE_ENV=production`: https only (HSTS, http redirected), and the checks below at start. */
  production: boolean;
  /** `TRUST_PROXY`: the proxy's `X-Forwarded-Proto` and `X-Forwarded-For` are believed. */
  trustProxy: boolean;
  /**
   * `SK_PUBLIC_ORIGIN`, `CZ_PUBLIC_ORIGIN`: where shoppers reach each site. Writes must come from
   * there, the tracking redirect only leads there, and http is redirected to it. By default the
   * site's local port under both names of the loopback host.
   */
  publicOrigins: { sk: readonly string[]; cz: readonly string[] };
  ipHashSalt: string | undefined;
  /** `SHOP_EVENTS_QUERY=1`: serve the read-only events query (end-to-end tests). */
  eventsQuery: boolean;
  /**
   * `GOPAY_API_URL`, `GOPAY_GOID`, `GOPAY_CLIENT_ID`, `GOPAY_CLIENT_SECRET`: card payments go to
   * this GoPay account (GoPay's sandbox, production, or the emulator `pnpm start` runs). Without
   * them card payment is not offered; some without the others is an error.
   */
  gopay: GopaySettings | undefined;
  /** `PAYMENT_RECONCILE_AFTER_S` (300): a pending payment is first asked about this long after its start. */
  paymentReconcileAfterS: number;
  /** `PAYMENT_RECONCILE_MAX_S` (3600): the longest wait between two questions about one payment. */
  paymentReconcileMaxS: number;
  /**
   * `RATE_LIMIT_SCALE`: every per-address budget multiplied by this (default 1). The e2e server
   * raises it: every test browser there shares one address.
   */
  rateLimitScale: number;
  /**
   * `SMTP_URL` (e.g. `smtps://user:password@smtp.example.com:465`): where the mail outbox is sent.
   * Production refuses to start without it; elsewhere, without it, mails wait in the outbox.
   */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender of every mail, e.g. `Nordlys <objednavky@nordlys.sk>`. */
  mailFrom: string;
  /** `ORDERS_MAIL_TO`: who at the shop hears of each new order; by default the site's contact address. */
  ordersMailTo: string | undefined;
  /** `SUPPORT_MAIL_TO`: who at the shop gets contact messages; by default the site's contact address. */
  supportMailTo: string | undefined;
}

const port = z.coerce.number().int().min(0).max(65_535);
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const flag = z.enum(['0', '1', 'true', 'false']);
const isOn = (value: string | undefined) => value === '1' || value === 'true';
const origin = z
  .string()
  .refine(
    (value) =>
      URL.canParse(value) &&
      ['http:', 'https:'].includes(new URL(value).protocol) &&
      new URL(value).origin === value.replace(/\/$/, ''),
    'is a scheme, host and optional port only, such as https://www.nordlys.sk',
  )
  .transform((value) => new URL(value).origin);

const envSchema = z.object({
  SK_PORT: z.preprocess(blankAsMissing, port.default(3000)),
  CZ_PORT: z.preprocess(blankAsMissing, port.default(3001)),
  API_ONLY_PORT: z.preprocess(blankAsMissing, port.optional()),
  HOST: z.preprocess(blankAsMissing, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(blankAsMissing, z.string().optional()),
  DATA_DIR: z.preprocess(blankAsMissing, z.string().optional()),
  LOG_LEVEL: z.preprocess(
    blankAsMissing,
    z.string().refine(isLogLevel, 'LOG_LEVEL is one of debug, info, warn, error, silent').optional(),
  ),
  NODE_ENV: z.preprocess(blankAsMissing, z.string().optional()),
  TRUST_PROXY: z.preprocess(blankAsMissing, flag.default('0')),
  SK_PUBLIC_ORIGIN: z.preprocess(blankAsMissing, origin.optional()),
  CZ_PUBLIC_ORIGIN: z.preprocess(blankAsMissing, origin.optional()),
  IP_HASH_SALT: z.preprocess(blankAsMissing, z.string().optional()),
  SHOP_EVENTS_QUERY: z.preprocess(blankAsMissing, z.enum(['0', '1']).default('0')),
  GOPAY_API_URL: z.preprocess(
    blankAsMissing,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        'is an http(s) URL',
      )
      .optional(),
  ),
  GOPAY_GOID: z.preprocess(blankAsMissing, z.string().regex(/^\d+$/, 'is a number').optional()),
  GOPAY_CLIENT_ID: z.preprocess(blankAsMissing, z.string().optional()),
  GOPAY_CLIENT_SECRET: z.preprocess(blankAsMissing, z.string().optional()),
  PAYMENT_RECONCILE_AFTER_S: z.preprocess(blankAsMissing, z.coerce.number().min(1).default(300)),
  PAYMENT_RECONCILE_MAX_S: z.preprocess(blankAsMissing, z.coerce.number().min(1).default(3600)),
  RATE_LIMIT_SCALE: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).default(1)),
  SMTP_URL: z.preprocess(
    blankAsMissing,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol),
        'is an smtp:// or smtps:// URL',
      )
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    blankAsMissing,
    z
      .string()
      .regex(/^([^<>]*<[^@<>\s]+@[^@<>\s]+>|[^@<>\s]+@[^@<>\s]+)$/, 'is an address, or a name and <address>')
      .optional(),
  ),
  ORDERS_MAIL_TO: z.preprocess(blankAsMissing, z.email().optional()),
  SUPPORT_MAIL_TO: z.preprocess(blankAsMissing, z.email().optional()),
});

/** The origins a site answers on locally: its port under `localhost` and `127.0.0.1`. */
export function localOrigins(sitePort: number): string[] {
  return [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`];
}

/**
 * What a production server cannot run without. The server speaks plain http and learns of TLS
 * from the proxy alone, so without `TRUST_PROXY` every request would look like http and be
 * redirected for ever; and without the public origins it would redirect to, and take writes
 * from, the local ports.
 */
function productionProblems(values: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!isOn(values.TRUST_PROXY)) {
    problems.push('TRUST_PROXY: set it to 1 behind the TLS-terminating proxy production needs');
  }
  for (const name of ['SK_PUBLIC_ORIGIN', 'CZ_PUBLIC_ORIGIN'] as const) {
    const value = values[name];
    if (!value?.startsWith('https://')) {
      problems.push(`${name}: production needs the site's https origin, such as https://www.nordlys.sk`);
    }
  }
  if (!values.SMTP_URL)
    problems.push(
      'SMTP_URL: production sends its mails over SMTP, such as smtps://user:password@smtp.example.com:465',
    );
  if (!values.MAIL_FROM)
    problems.push(
      'MAIL_FROM: production needs the sender of its mails, such as Nordlys <objednavky@nordlys.sk>',
    );
  return problems;
}

/** Reads the server's settings from environment variables; throws with every problem listed. */
export function readServerEnv(env: Record<string, string | undefined>, repoRoot: string): ServerEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const gopayNames = ['GOPAY_API_URL', 'GOPAY_GOID', 'GOPAY_CLIENT_ID', 'GOPAY_CLIENT_SECRET'] as const;
  const gopayGiven = gopayNames.filter((name) => values[name] !== undefined);
  if (gopayGiven.length > 0 && gopayGiven.length < gopayNames.length) {
    const missing = gopayNames.filter((name) => values[name] === undefined);
    throw new Error(
      `Invalid environment: card payments need all GoPay settings; missing ${missing.join(', ')}`,
    );
  }
  const production = values.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(values);
    if (problems.length > 0) {
      throw new Error(`Invalid environment for NODE_ENV=production: ${problems.join('; ')}`);
    }
  }
  return {
    skPort: values.SK_PORT,
    czPort: values.CZ_PORT,
    apiOnlyPort: values.API_ONLY_PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR ?? join(repoRoot, '.data'),
    logLevel: values.LOG_LEVEL as LogLevel | undefined,
    production,
    trustProxy: isOn(values.TRUST_PROXY),
    publicOrigins: {
      sk: values.SK_PUBLIC_ORIGIN ? [values.SK_PUBLIC_ORIGIN] : localOrigins(values.SK_PORT),
      cz: values.CZ_PUBLIC_ORIGIN ? [values.CZ_PUBLIC_ORIGIN] : localOrigins(values.CZ_PORT),
    },
    ipHashSalt: values.IP_HASH_SALT,
    eventsQuery: values.SHOP_EVENTS_QUERY === '1',
    gopay:
      gopayGiven.length === gopayNames.length
        ? {
            apiUrl: values.GOPAY_API_URL!,
            goid: values.GOPAY_GOID!,
            clientId: values.GOPAY_CLIENT_ID!,
            clientSecret: values.GOPAY_CLIENT_SECRET!,
          }
        : undefined,
    paymentReconcileAfterS: values.PAYMENT_RECONCILE_AFTER_S,
    paymentReconcileMaxS: values.PAYMENT_RECONCILE_MAX_S,
    rateLimitScale: values.RATE_LIMIT_SCALE,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? 'Shop <shop@localhost>',
    ordersMailTo: values.ORDERS_MAIL_TO,
    supportMailTo: values.SUPPORT_MAIL_TO,
  };
}
