import type { CookieProvider, CookieScript } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { cookieProviders, cookieScripts, cookies } from '../db/schema';
import { cacheContent } from './contentCache';
import type { SiteOfRequest } from './siteOfRequest';

/** The cookie dialog's provider list of the site, in the dialog's order. */
export function cookieProviderRoutes(database: Database, siteOf: SiteOfRequest): Hono {
  const { db } = database;
  return new Hono().get('/', siteOf, async (c) => {
    const { site } = c.var;
    const [providerRows, scriptRows, cookieRows] = await Promise.all([
      db
        .select()
        .from(cookieProviders)
        .where(eq(cookieProviders.site, site))
        .orderBy(asc(cookieProviders.position), asc(cookieProviders.key)),
      db
        .select()
        .from(cookieScripts)
        .where(eq(cookieScripts.site, site))
        .orderBy(asc(cookieScripts.position), asc(cookieScripts.slug)),
      db
        .select({
          scriptId: cookies.scriptId,
          name: cookies.name,
          description: cookies.description,
          type: cookies.type,
          category: cookies.category,
          expiration: cookies.expiration,
        })
        .from(cookies)
        .innerJoin(cookieScripts, eq(cookies.scriptId, cookieScripts.id))
        .where(eq(cookieScripts.site, site))
        .orderBy(asc(cookies.position), asc(cookies.name)),
    ]);

    const cookiesOfScript = new Map<string, CookieScript['cookies']>();
    for (const { scriptId, ...cookie } of cookieRows) {
      const list = cookiesOfScript.get(scriptId) ?? [];
      list.push(cookie);
      cookiesOfScript.set(scriptId, list);
    }
    const scriptsOfProvider = new Map<string, CookieScript[]>();
    for (const script of scriptRows) {
      const list = scriptsOfProvider.get(script.providerId) ?? [];
      list.push({
        name: script.name,
        slug: script.slug,
        category: script.category,
        active: script.active,
        showingCookies: script.showingCookies,
        cookies: cookiesOfScript.get(script.id) ?? [],
      });
      scriptsOfProvider.set(script.providerId, list);
    }
    cacheContent(c);
    return c.json<CookieProvider[]>(
      providerRows.map((provider) => ({
        companyName: provider.companyName,
        personalUrl: provider.personalUrl,
        scripts: scriptsOfProvider.get(provider.id) ?? [],
      })),
    );
  });
}
