import type { Website } from '@shop/config';

export const COOKIES_PATH = '/cookies';
export const HEUREKA_CONSENT_PATH = '/heureka-souhlas';
export const REMARKETING_OPT_OUT_PATH = '/bez-remarketingu';
/** The accessibility statement: one spelling serves both languages. */
export const ACCESSIBILITY_STATEMENT_PATH = '/pristupnost';

/**
 * SPEC §2 names the hub and the personal-data page in both languages; each site serves its own
 * spelling (from its config) and moves the other one there.
 */
const SPELLINGS = {
  cookiesPersonalData: ['/cookies-osobne-udaje', '/cookies-osobni-udaje'],
  personalData: ['/osobne-udaje', '/osobni-udaje'],
} as const satisfies Record<
  keyof Pick<Website['paths'], 'cookiesPersonalData' | 'personalData'>,
  readonly string[]
>;

export const INFO_REDIRECT_STATUS = 301;

/** The information pages in the order their navigation lists them. */
export const INFO_PAGES = ['hub', 'cookies', 'personalData', 'heureka', 'remarketing'] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];

type PathsWebsite = { paths: Pick<Website['paths'], 'cookiesPersonalData' | 'personalData'> };

/** Where each information page lives on this site. */
export function infoPagePaths(website: PathsWebsite): Record<InfoPageName, string> {
  return {
    hub: website.paths.cookiesPersonalData,
    cookies: COOKIES_PATH,
    personalData: website.paths.personalData,
    heureka: HEUREKA_CONSENT_PATH,
    remarketing: REMARKETING_OPT_OUT_PATH,
  };
}

/** Pages whose content is the same for every visitor, so they are rendered at build time. */
export function infoStaticPaths(website: PathsWebsite): string[] {
  const paths = infoPagePaths(website);
  return [
    ...INFO_PAGES.filter((name) => name !== 'cookies').map((name) => paths[name]),
    ACCESSIBILITY_STATEMENT_PATH,
  ];
}

export interface InfoRedirect {
  from: string;
  to: string;
}

/** The other language's spellings, each moving permanently to this site's own page. */
export function infoRedirects(website: PathsWebsite): InfoRedirect[] {
  return (Object.keys(SPELLINGS) as (keyof typeof SPELLINGS)[]).flatMap((page) => {
    const to = website.paths[page];
    return SPELLINGS[page].filter((from) => from !== to).map((from) => ({ from, to }));
  });
}
