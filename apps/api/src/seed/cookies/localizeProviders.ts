import type { CookieProvider, Site } from '@shop/contracts';
import { expirationText, type ProviderSeed, type SiteTexts } from './cookieProviderSeeds';

const langOf: Record<Site, keyof SiteTexts> = { sk: 'sk', cz: 'cs' };

const perSite = (value: string | Record<Site, string>, site: Site) =>
  typeof value === 'string' ? value : value[site];

/** The provider list of one site, in its language, in the shape the providers endpoint answers. */
export function localizeProviders(seeds: readonly ProviderSeed[], site: Site): CookieProvider[] {
  const lang = langOf[site];
  return seeds.map((provider) => ({
    companyName: perSite(provider.companyName, site),
    personalUrl: perSite(provider.personalUrl, site),
    scripts: provider.scripts.map((script) => ({
      name: typeof script.name === 'string' ? script.name : script.name[lang],
      slug: script.slug,
      category: script.category,
      active: true,
      showingCookies: script.cookies.length > 0,
      cookies: script.cookies.map((cookie) => ({
        name: cookie.name,
        description: cookie.description[lang],
        type: cookie.type,
        category: cookie.category ?? script.category,
        expiration: expirationText(cookie.expiration, lang),
      })),
    })),
  }));
}
