import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { findUp } from '../findUp';
import { initialisePgliteDataDir, pgliteServerSettings } from './pgliteDataDir';
import { pgliteForDrizzle } from './pgliteParsers';
import * as schema from './schema';

export type DatabaseKind = 'pglite' | 'postgres';
export type Schema = typeof schema;
/** The Drizzle query builder, the same type over both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Applies the SQL migrations in apps/api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Whether the database answers a trivial query within `timeoutMs`: false while it is down,
   * restarting or out of reach. Never throws.
   */
  isReachable(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A Postgres connection URL; without it an embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory. Defaults to `<repo>/.data/pglite`. */
  dataDir?: string;
  /** Defaults to apps/api/drizzle. */
  migrationsFolder?: string;
  /**
   * PGlite only: a data directory to start from, as `migratedPgliteImage` makes it, instead of an
   * empty one. Starting from it takes a fraction of the time `initdb` takes.
   */
  image?: Blob;
}

/**
 * How long postgres.js waits for a server to accept a connection, in seconds. Its default of 30
 * kept requests waiting far past any shopper's patience while PostgreSQL was down.
 */
export const connectTimeoutSeconds = 2;

/**
 * Seconds between two attempts to reconnect after a connection failed, by the number of failures
 * in a row: 50 ms doubling up to half a second. postgres.js's default grows to 20 s, so the first
 * answer after PostgreSQL came back took up to 4 s in an 8 s outage, and longer in longer ones.
 */
export function reconnectBackoffSeconds(retries: number): number {
  return Math.min(0.05 * 2 ** Math.max(0, retries - 1), 0.5);
}

/** Resolves whether `query` settled without error within `timeoutMs`. */
async function answersWithin(query: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      query().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const moduleDir = dirname(fileURLToPath(import.meta.url));

function defaultMigrationsFolder(): string {
  const apiDir = findUp(moduleDir, 'drizzle/meta/_journal.json');
  if (!apiDir) throw new Error(`No drizzle migrations found above ${moduleDir}`);
  return join(apiDir, 'drizzle');
}

export function defaultDataDir(): string {
  const repoRoot = findUp(moduleDir, 'pnpm-workspace.yaml') ?? process.cwd();
  return join(repoRoot, '.data', 'pglite');
}

/** The advisory lock every process migrating a server database takes; any fixed number would do. */
const MIGRATION_LOCK_KEY = 4_827_150_163;

/**
 * Runs `migrate` holding a session advisory lock of the database, so API processes started at once
 * migrate one after the other: the first applies the migrations, the others wait and then find
 * nothing left to do. Unlocked, two of them created the same table at once and one failed.
 */
async function underMigrationLock(client: postgres.Sql, migrate: () => Promise<void>): Promise<void> {
  const session = await client.reserve();
  try {
    await session`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY}::bigint)`;
    try {
      await migrate();
    } finally {
      await session`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`;
    }
  } finally {
    session.release();
  }
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();

  if (options.url) {
    // Postgres notices ("relation already exists, skipping") are noise in the structured log.
    const client = postgres(options.url, {
      max: 10,
      onnotice: () => {},
      connect_timeout: connectTimeoutSeconds,
      backoff: reconnectBackoffSeconds,
    });
    const db = drizzlePostgres({ client, schema });
    return {
      kind: 'postgres',
      db,
      migrate: () => underMigrationLock(client, () => migratePostgres(db, { migrationsFolder })),
      isReachable: (timeoutMs) => answersWithin(async () => await client`select 1`, timeoutMs),
      close: () => client.end({ timeout: 5 }),
    };
  }

  const dataDir = options.dataDir ?? defaultDataDir();
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true });
    if (!options.image) await initialisePgliteDataDir(dataDir);
  }
  const client = new PGlite(dataDir, {
    postgresqlconf: pgliteServerSettings,
    ...(options.image ? { loadDataDir: options.image } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client: pgliteForDrizzle(client), schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    isReachable: (timeoutMs) => answersWithin(() => client.query('select 1'), timeoutMs),
    close: () => client.close(),
  };
}

/**
 * The data directory of a fresh in-memory PGlite database with every migration applied, for code
 * that opens many fresh databases (the tests): each `createDatabase({ dataDir: 'memory://', image })`
 * then starts in about 0.6 s instead of the 2-3 s of a new cluster's `initdb`.
 */
export async function migratedPgliteImage(migrationsFolder?: string): Promise<Blob> {
  const client = new PGlite('memory://');
  try {
    await client.waitReady;
    const db = drizzlePglite({ client: pgliteForDrizzle(client), schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder ?? defaultMigrationsFolder() });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
