import type { CookieProvider, CookieScript } from '@shop/contracts';

export interface CookieListProvider {
  companyName: string;
  personalUrl: string;
  scripts: CookieScript[];
}

/**
 * The cookie page's list: providers in the dialog's order, without those that run no script,
 * and a script's cookies only where the dialog would show them (a script that stores nothing
 * keeps an empty list and is described as such).
 */
export function cookieListOf(providers: readonly CookieProvider[]): CookieListProvider[] {
  return providers
    .filter((provider) => provider.scripts.length > 0)
    .map((provider) => ({
      companyName: provider.companyName,
      personalUrl: provider.personalUrl,
      scripts: provider.scripts.map((script) => ({
        ...script,
        cookies: script.showingCookies ? script.cookies : [],
      })),
    }));
}
