import { describe, expect, it } from 'vitest';
import { readServerEnv } from './serverEnv';

describe('readServerEnv', () => {
  it('has defaults for a plain start', () => {
    expect(readServerEnv({}, '/repo')).toEqual({
      skPort: 3000,
      czPort: 3001,
      apiOnlyPort: undefined,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/repo/.data',
      logLevel: undefined,
      trustProxy: false,
      ipHashSalt: undefined,
      eventsQuery: false,
      mutationRateLimit: undefined,
    });
  });

  it('reads every variable', () => {
    const env = readServerEnv(
      {
        SK_PORT: '8000',
        CZ_PORT: '8001',
        API_ONLY_PORT: '8787',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://shop@db/shop',
        DATA_DIR: '/var/lib/shop',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        IP_HASH_SALT: 'pepper',
        MUTATION_RATE_LIMIT: '600',
      },
      '/repo',
    );
    expect(env).toEqual({
      skPort: 8000,
      czPort: 8001,
      apiOnlyPort: 8787,
      host: '0.0.0.0',
      databaseUrl: 'postgres://shop@db/shop',
      dataDir: '/var/lib/shop',
      logLevel: 'warn',
      trustProxy: true,
      ipHashSalt: 'pepper',
      eventsQuery: false,
      mutationRateLimit: 600,
    });
  });

  it('treats empty values as unset', () => {
    expect(readServerEnv({ DATABASE_URL: '', SK_PORT: '' }, '/repo')).toMatchObject({
      databaseUrl: undefined,
      skPort: 3000,
    });
  });

  it('names every invalid variable', () => {
    expect(() => readServerEnv({ SK_PORT: 'eighty', LOG_LEVEL: 'loud' }, '/repo')).toThrow(
      /SK_PORT.*LOG_LEVEL/,
    );
  });
});
