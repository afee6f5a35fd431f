import type { Website } from '@shop/config';
import { CONDITION_NAMES, conditionPath } from '../conditions/conditionPaths';
import type { RouteRules } from './routeRules';

type OutcomePage = keyof Pick<
  Website['paths'],
  'thankYouYearly' | 'orderRejected' | 'sampleRejected' | 'yearlyRejected'
>;

/**
 * SPEC §2 names these order outcome pages in both languages; each site serves its own spelling
 * (from its config) and moves the other one there, as it does for the information pages.
 */
const OUTCOME_SPELLINGS = {
  thankYouYearly: ['/dakujeme-za-objednavku-rocneho-balenie', '/dekujeme-za-objednavku-rocniho-baleni'],
  orderRejected: ['/objednavka-zamietnuta', '/objednavka-zamitnuta'],
  sampleRejected: ['/objednavka-vzorky-zamietnuta', '/objednavka-vzorku-zamitnuta'],
  yearlyRejected: ['/objednavka-rocneho-balenie-zamietnuta', '/objednavka-rocniho-baleni-zamitnuta'],
} as const satisfies Record<OutcomePage, readonly string[]>;

export const SPELLING_REDIRECT_STATUS = 301;

/**
 * `/podmienky` has no page of its own: it shows the first document. Temporary, so a later index
 * page can take the address over without browsers holding on to the move.
 */
export const CONDITIONS_INDEX_STATUS = 302;

/**
 * The redirects the site's server answers before rendering, besides the config's route rules: the
 * bare conditions address and the other country's spelling of the order outcome pages. They are
 * server-only (the build writes them into the route-rules manifest, `renderPage` answers them
 * too), so the browser's first script does not carry them; no page links to these addresses.
 */
export function serverRedirectRules(website: Pick<Website, 'paths'>): RouteRules {
  const rules: RouteRules = {
    [website.paths.conditions]: {
      redirect: {
        to: conditionPath(website.paths.conditions, CONDITION_NAMES[0]),
        statusCode: CONDITIONS_INDEX_STATUS,
      },
    },
  };
  for (const page of Object.keys(OUTCOME_SPELLINGS) as OutcomePage[]) {
    const to = website.paths[page];
    for (const from of OUTCOME_SPELLINGS[page]) {
      if (from !== to) rules[from] = { redirect: { to, statusCode: SPELLING_REDIRECT_STATUS } };
    }
  }
  return rules;
}

/** The build's route-rules manifest: these redirects, and the config's own rules over them. */
export function siteRouteRules(website: Pick<Website, 'paths' | 'routeRules'>): RouteRules {
  return { ...serverRedirectRules(website), ...website.routeRules };
}
