import type { SiteId } from './sites';

/** Every page this stage of the shop has, with the status its first response must have. */
export const pagesOfIssue = [
  { name: 'home', path: '/', status: 200 },
  { name: 'blog', path: '/blog', status: 200 },
  // A slug both sites publish under the same address.
  { name: 'blog article', path: '/blog/vitamin-d3-v-zime', status: 200 },
  { name: 'conditions', path: '/podmienky/reviews', status: 200 },
  { name: 'cookies', path: '/cookies', status: 200 },
  { name: 'heureka consent', path: '/heureka-souhlas', status: 200 },
  { name: 'remarketing opt-out', path: '/bez-remarketingu', status: 200 },
  { name: 'accessibility statement', path: '/pristupnost', status: 200 },
  { name: 'contact', path: '/kontakt', status: 200 },
  { name: 'order', path: '/objednavka', status: 200 },
  { name: 'free trial order', path: '/k2zadarmo', status: 200 },
  { name: 'yearly pack', path: '/rocnek2', status: 200 },
  { name: 'trial pack landing', path: '/skusobny-balicek', status: 200 },
  { name: 'free trial landing', path: '/k2zadarmo/home', status: 200 },
  { name: 'free month landing', path: '/mesiack2zadarmo/home', status: 200 },
  { name: 'thank you', path: '/dakujeme-za-objednavku', status: 200 },
  { name: 'payment pending', path: '/platba-ceka', status: 200 },
  { name: 'payment cancelled', path: '/platba-zrusena', status: 200 },
  { name: 'not found', path: '/tato-stranka-neexistuje', status: 404 },
] as const;

/**
 * Pages whose address differs between the sites, under the same name on both; everyPage.spec.ts
 * runs its console, accessibility and privacy checks over them with the shared pages above.
 */
export const sitePagesOfIssue: Record<SiteId, readonly { name: string; path: string; status: number }[]> = {
  sk: [
    { name: 'reviews', path: '/recenzie', status: 200 },
    { name: 'review', path: '/recenzie/jana-z-trnavy', status: 200 },
    { name: 'cookies and personal data', path: '/cookies-osobne-udaje', status: 200 },
    { name: 'personal data', path: '/osobne-udaje', status: 200 },
    { name: 'yearly thank you', path: '/dakujeme-za-objednavku-rocneho-balenie', status: 200 },
    { name: 'order rejected', path: '/objednavka-zamietnuta', status: 200 },
    { name: 'sample rejected', path: '/objednavka-vzorky-zamietnuta', status: 200 },
    { name: 'yearly pack rejected', path: '/objednavka-rocneho-balenie-zamietnuta', status: 200 },
  ],
  cz: [
    { name: 'reviews', path: '/recenze', status: 200 },
    { name: 'review', path: '/recenze/jana-z-brna', status: 200 },
    { name: 'cookies and personal data', path: '/cookies-osobni-udaje', status: 200 },
    { name: 'personal data', path: '/osobni-udaje', status: 200 },
    { name: 'yearly thank you', path: '/dekujeme-za-objednavku-rocniho-baleni', status: 200 },
    { name: 'order rejected', path: '/objednavka-zamitnuta', status: 200 },
    { name: 'sample rejected', path: '/objednavka-vzorku-zamitnuta', status: 200 },
    { name: 'yearly pack rejected', path: '/objednavka-rocniho-baleni-zamitnuta', status: 200 },
  ],
};
