import { catalog } from './catalogs/sk/index';
import type { LazyMessageLoaders } from './lazyMessages';
import type { Messages } from './messages';

/** Slovak messages. Import only from the Slovak app so the Czech bundle never carries them. */
export const sk: Messages = catalog;

/** Loaders of the Slovak lazy namespaces; each becomes a chunk of its own in the app's build. */
export const skLazyMessages: LazyMessageLoaders = {
  siteFooter: () => import('./catalogs/sk/siteFooter').then((module) => module.siteFooter),
  homePage: () => import('./catalogs/sk/homePage').then((module) => module.homePage),
  contentPages: () => import('./catalogs/sk/contentPages').then((module) => module.contentPages),
  infoFrame: () => import('./catalogs/sk/infoFrame').then((module) => module.infoFrame),
  infoHub: () => import('./catalogs/sk/infoHub').then((module) => module.infoHub),
  infoCookies: () => import('./catalogs/sk/infoCookies').then((module) => module.infoCookies),
  infoPersonalData: () => import('./catalogs/sk/infoPersonalData').then((module) => module.infoPersonalData),
  infoHeureka: () => import('./catalogs/sk/infoHeureka').then((module) => module.infoHeureka),
  infoRemarketing: () => import('./catalogs/sk/infoRemarketing').then((module) => module.infoRemarketing),
  infoAccessibility: () =>
    import('./catalogs/sk/infoAccessibility').then((module) => module.infoAccessibility),
  orderPages: () => import('./catalogs/sk/orderPages').then((module) => module.orderPages),
  offers: () => import('./catalogs/sk/offers').then((module) => module.offers),
  outcomePages: () => import('./catalogs/sk/outcomePages').then((module) => module.outcomePages),
  contactForm: () => import('./catalogs/sk/contactForm').then((module) => module.contactForm),
  validation: () => import('./catalogs/sk/validation').then((module) => module.validation),
  orderForm: () => import('./catalogs/sk/orderForm').then((module) => module.orderForm),
  mails: () => import('./catalogs/sk/mails').then((module) => module.mails),
};
