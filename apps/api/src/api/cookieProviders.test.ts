import {
  cookieProvidersSchema,
  technicalScriptSlug,
  trackedScriptSlugs,
  validationErrorBodySchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieScripts } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { cookieProviderSeeds } from '../seed/cookies/cookieProviderSeeds';
import { seedCookieProviders } from '../seed/cookies/seedCookieProviders';
import { createApi } from './createApi';

describe.each(testBackends())('cookie providers API on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  let cz: Hono;
  let anySite: Hono;

  beforeAll(async () => {
    opened = await backend.open();
    await seedCookieProviders(opened.database.db, cookieProviderSeeds);
    const options = { db: opened.database, logger: createLogger({ level: 'silent' }) };
    sk = new Hono().route('/api', createApi({ ...options, site: 'sk' }));
    cz = new Hono().route('/api', createApi({ ...options, site: 'cz' }));
    anySite = new Hono().route('/api', createApi(options));
  });
  afterAll(() => opened?.dispose());

  const providersOf = async (app: Hono, path = '/api/cookie-providers') => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    return cookieProvidersSchema.parse(await response.json());
  };

  it('lists every tracked script and the technical one, each once, with cookies', async () => {
    const providers = await providersOf(sk);
    const scripts = providers.flatMap((provider) => provider.scripts);
    expect(scripts.map((script) => script.slug).sort()).toEqual(
      [...trackedScriptSlugs, technicalScriptSlug].sort(),
    );
    for (const script of scripts) {
      expect(script.cookies.length, script.slug).toBeGreaterThan(0);
      expect(script.showingCookies).toBe(true);
      expect(script.active).toBe(true);
    }
  });

  it('answers in the language of the site, in a stable order', async () => {
    const skProviders = await providersOf(sk);
    const czProviders = await providersOf(cz);
    expect(skProviders.map((provider) => provider.companyName)[0]).toBe('Nordlys Pharma s.r.o.');
    expect(czProviders.map((provider) => provider.companyName)[0]).toBe('Nordlys Pharma CZ s.r.o.');
    const ga = (list: typeof skProviders) =>
      list.flatMap((provider) => provider.scripts).find((script) => script.slug === 'ga')?.cookies[0];
    expect(ga(skProviders)).toMatchObject({
      name: '_ga',
      type: 'JS',
      category: 'statistical',
      expiration: '2 roky',
    });
    expect(ga(skProviders)?.description).toContain('návštevníkov');
    expect(ga(czProviders)?.description).toContain('návštěvníky');
    const consent = czProviders[0]?.scripts[0]?.cookies[0];
    expect(consent).toMatchObject({ name: 'cookieConsent', type: 'localStorage', category: 'technical' });
    expect(await providersOf(sk)).toEqual(skProviders);
    expect(skProviders.map((provider) => provider.scripts.map((script) => script.slug))).toEqual(
      czProviders.map((provider) => provider.scripts.map((script) => script.slug)),
    );
  });

  it('seeds only what is missing and keeps edits made in the database', async () => {
    await opened.database.db
      .update(cookieScripts)
      .set({ name: 'Google Analytics (upravené)' })
      .where(eq(cookieScripts.slug, 'ga'));
    const before = await providersOf(sk);
    expect(await seedCookieProviders(opened.database.db, cookieProviderSeeds)).toEqual({
      providers: 0,
      scripts: 0,
      cookies: 0,
    });
    const after = await providersOf(sk);
    expect(after).toEqual(before);
    expect(after.flatMap((provider) => provider.scripts).find((script) => script.slug === 'ga')?.name).toBe(
      'Google Analytics (upravené)',
    );
  });

  it('takes the site from the query where the API serves no single site', async () => {
    const missing = await anySite.request('/api/cookie-providers');
    expect(missing.status).toBe(400);
    expect(validationErrorBodySchema.parse(await missing.json()).fieldErrors).toEqual({ site: ['required'] });
    expect(await providersOf(anySite, '/api/cookie-providers?site=cz')).toEqual(await providersOf(cz));
  });

  it('lets caches keep the list for a minute', async () => {
    const response = await sk.request('/api/cookie-providers');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
  });
});
