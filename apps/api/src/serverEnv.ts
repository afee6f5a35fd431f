import { join } from 'node:path';
import { z } from 'zod';
import { isLogLevel, type LogLevel } from './logger';

export interface ServerEnv {
  skPort: number;
  czPort: number;
  /** Set: serve only /api and /_ipx on this port (the API behind `pnpm dev`). */
  apiOnlyPort: number | undefined;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: LogLevel | undefined;
  trustProxy: boolean;
  ipHashSalt: string | undefined;
  /** `SHOP_EVENTS_QUERY=1`: serve the read-only events query (end-to-end tests). */
  eventsQuery: boolean;
  /**
   * `MUTATION_RATE_LIMIT`: mutating API calls allowed per address and minute (default 30). The e2e
   * server raises it: every test browser there shares one address.
   */
  mutationRateLimit: number | undefined;
}

const port = z.coerce.number().int().min(0).max(65_535);
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

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
  TRUST_PROXY: z.preprocess(blankAsMissing, z.enum(['0', '1', 'true', 'false']).default('0')),
  IP_HASH_SALT: z.preprocess(blankAsMissing, z.string().optional()),
  SHOP_EVENTS_QUERY: z.preprocess(blankAsMissing, z.enum(['0', '1']).default('0')),
  MUTATION_RATE_LIMIT: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).optional()),
});

/** Reads the server's settings from environment variables; throws with every problem listed. */
export function readServerEnv(env: Record<string, string | undefined>, repoRoot: string): ServerEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    skPort: values.SK_PORT,
    czPort: values.CZ_PORT,
    apiOnlyPort: values.API_ONLY_PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR ?? join(repoRoot, '.data'),
    logLevel: values.LOG_LEVEL as LogLevel | undefined,
    trustProxy: values.TRUST_PROXY === '1' || values.TRUST_PROXY === 'true',
    ipHashSalt: values.IP_HASH_SALT,
    eventsQuery: values.SHOP_EVENTS_QUERY === '1',
    mutationRateLimit: values.MUTATION_RATE_LIMIT,
  };
}
