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
      production: false,
      trustProxy: false,
      publicOrigins: {
        sk: ['http://localhost:3000', 'http://127.0.0.1:3000'],
        cz: ['http://localhost:3001', 'http://127.0.0.1:3001'],
      },
      ipHashSalt: undefined,
      eventsQuery: false,
      gopay: undefined,
      paymentReconcileAfterS: 300,
      paymentReconcileMaxS: 3600,
      rateLimitScale: 1,
      smtpUrl: undefined,
      mailFrom: 'Shop <shop@localhost>',
      ordersMailTo: undefined,
      supportMailTo: undefined,
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
        NODE_ENV: 'production',
        SK_PUBLIC_ORIGIN: 'https://www.nordlys.sk',
        CZ_PUBLIC_ORIGIN: 'https://www.nordlys.cz/',
        GOPAY_API_URL: 'https://gw.sandbox.gopay.com',
        GOPAY_GOID: '8123456789',
        GOPAY_CLIENT_ID: 'client',
        GOPAY_CLIENT_SECRET: 'secret',
        PAYMENT_RECONCILE_AFTER_S: '120',
        PAYMENT_RECONCILE_MAX_S: '900',
        RATE_LIMIT_SCALE: '100',
        SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
        MAIL_FROM: 'Nordlys <objednavky@nordlys.sk>',
        ORDERS_MAIL_TO: 'objednavky@nordlys.sk',
        SUPPORT_MAIL_TO: 'podpora@nordlys.sk',
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
      production: true,
      trustProxy: true,
      publicOrigins: { sk: ['https://www.nordlys.sk'], cz: ['https://www.nordlys.cz'] },
      ipHashSalt: 'pepper',
      eventsQuery: false,
      gopay: {
        apiUrl: 'https://gw.sandbox.gopay.com',
        goid: '8123456789',
        clientId: 'client',
        clientSecret: 'secret',
      },
      paymentReconcileAfterS: 120,
      paymentReconcileMaxS: 900,
      rateLimitScale: 100,
      smtpUrl: 'smtps://shop:secret@smtp.example.com:465',
      mailFrom: 'Nordlys <objednavky@nordlys.sk>',
      ordersMailTo: 'objednavky@nordlys.sk',
      supportMailTo: 'podpora@nordlys.sk',
    });
  });

  it('refuses some GoPay settings without the others: card payments need all four', () => {
    expect(() =>
      readServerEnv({ GOPAY_API_URL: 'https://gw.sandbox.gopay.com', GOPAY_GOID: '8123456789' }, '/repo'),
    ).toThrow(/missing GOPAY_CLIENT_ID, GOPAY_CLIENT_SECRET/);
  });

  it('follows the site ports for the default public origins', () => {
    expect(readServerEnv({ SK_PORT: '4000' }, '/repo').publicOrigins.sk).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ]);
  });

  it('refuses a public origin with a path', () => {
    expect(() => readServerEnv({ SK_PUBLIC_ORIGIN: 'https://www.nordlys.sk/shop' }, '/repo')).toThrow(
      /SK_PUBLIC_ORIGIN/,
    );
  });

  it('refuses to run in production without the proxy and the https public origins', () => {
    expect(() => readServerEnv({ NODE_ENV: 'production' }, '/repo')).toThrow(
      /NODE_ENV=production.*TRUST_PROXY.*SK_PUBLIC_ORIGIN.*CZ_PUBLIC_ORIGIN/,
    );
    expect(() =>
      readServerEnv(
        {
          NODE_ENV: 'production',
          TRUST_PROXY: '1',
          SK_PUBLIC_ORIGIN: 'http://www.nordlys.sk',
          CZ_PUBLIC_ORIGIN: 'https://www.nordlys.cz',
        },
        '/repo',
      ),
    ).toThrow(/SK_PUBLIC_ORIGIN: production needs the site's https origin/);
  });

  it('refuses to run in production without SMTP_URL and MAIL_FROM', () => {
    const ready = {
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      SK_PUBLIC_ORIGIN: 'https://www.nordlys.sk',
      CZ_PUBLIC_ORIGIN: 'https://www.nordlys.cz',
    };
    expect(() => readServerEnv(ready, '/repo')).toThrow(
      /SMTP_URL: production sends its mails over SMTP.*MAIL_FROM/,
    );
    expect(
      readServerEnv(
        { ...ready, SMTP_URL: 'smtp://mail.internal:25', MAIL_FROM: 'obchod@nordlys.sk' },
        '/repo',
      ).smtpUrl,
    ).toBe('smtp://mail.internal:25');
    expect(() => readServerEnv({ SMTP_URL: 'http://mail.internal' }, '/repo')).toThrow(/SMTP_URL/);
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
