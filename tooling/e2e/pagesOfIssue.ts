import type { SiteId } from './sites';

/** Every page this stage of the shop has, with the status its first response must have. */
export const pagesOfIssue = [
  { name: 'home', path: '/', status: 200 },
  { name: 'blog', path: '/blog', status: 200 },
  // A slug both sites publish under the same address.
  { name: 'blog article', path: '/blog/vitamin-d3-v-zime', status: 200 },
  { name: 'conditions', path: '/podmienky/reviews', status: 200 },
  { name: 'not found', path: '/tato-stranka-neexistuje', status: 404 },
] as const;

/**
 * Pages whose address differs between the sites, so the shared specs above cannot list them;
 * reviews.spec.ts runs the same accessibility and console checks over them.
 */
export const sitePagesOfIssue: Record<SiteId, readonly { name: string; path: string; status: number }[]> = {
  sk: [
    { name: 'reviews', path: '/recenzie', status: 200 },
    { name: 'review', path: '/recenzie/jana-z-trnavy', status: 200 },
  ],
  cz: [
    { name: 'reviews', path: '/recenze', status: 200 },
    { name: 'review', path: '/recenze/jana-z-brna', status: 200 },
  ],
};
