import type { Site } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase';
import { cookieProviders, cookieScripts, cookies } from '../../db/schema';
import type { ProviderSeed } from './cookieProviderSeeds';
import { localizeProviders } from './localizeProviders';

export interface CookieSeedReport {
  providers: number;
  scripts: number;
  cookies: number;
}

const sites: readonly Site[] = ['sk', 'cz'];

/**
 * Inserts the providers, scripts and cookies of both sites that are missing, keyed by site and
 * provider key, site and script slug, and script and cookie name. Rows already there are left as
 * they are, so it runs at every start and edits made in the database survive. Returns how many
 * rows were added.
 */
export async function seedCookieProviders(db: Db, seeds: readonly ProviderSeed[]): Promise<CookieSeedReport> {
  const report: CookieSeedReport = { providers: 0, scripts: 0, cookies: 0 };
  if (seeds.length === 0) return report;
  for (const site of sites) {
    const localized = localizeProviders(seeds, site);
    const addedProviders = await db
      .insert(cookieProviders)
      .values(
        seeds.map((seed, position) => ({
          site,
          key: seed.key,
          companyName: localized[position]!.companyName,
          personalUrl: localized[position]!.personalUrl,
          position,
        })),
      )
      .onConflictDoNothing({ target: [cookieProviders.site, cookieProviders.key] })
      .returning({ id: cookieProviders.id });
    report.providers += addedProviders.length;

    const providerIds = new Map(
      (
        await db
          .select({ id: cookieProviders.id, key: cookieProviders.key })
          .from(cookieProviders)
          .where(eq(cookieProviders.site, site))
      ).map((row) => [row.key, row.id]),
    );
    const scriptRows = seeds.flatMap((seed, providerIndex) => {
      const providerId = providerIds.get(seed.key);
      if (!providerId) return [];
      return localized[providerIndex]!.scripts.map((script, position) => ({
        providerId,
        site,
        slug: script.slug,
        name: script.name,
        category: script.category,
        active: script.active,
        showingCookies: script.showingCookies,
        position,
      }));
    });
    if (scriptRows.length > 0) {
      const addedScripts = await db
        .insert(cookieScripts)
        .values(scriptRows)
        .onConflictDoNothing({ target: [cookieScripts.site, cookieScripts.slug] })
        .returning({ id: cookieScripts.id });
      report.scripts += addedScripts.length;
    }

    const scriptIds = new Map(
      (
        await db
          .select({ id: cookieScripts.id, slug: cookieScripts.slug })
          .from(cookieScripts)
          .where(eq(cookieScripts.site, site))
      ).map((row) => [row.slug, row.id]),
    );
    const cookieRows = localized.flatMap((provider) =>
      provider.scripts.flatMap((script) => {
        const scriptId = scriptIds.get(script.slug);
        if (!scriptId) return [];
        return script.cookies.map((cookie, position) => ({ scriptId, ...cookie, position }));
      }),
    );
    if (cookieRows.length > 0) {
      const addedCookies = await db
        .insert(cookies)
        .values(cookieRows)
        .onConflictDoNothing({ target: [cookies.scriptId, cookies.name] })
        .returning({ id: cookies.id });
      report.cookies += addedCookies.length;
    }
  }
  return report;
}
