import { catalog } from './catalogs/cs/index';
import type { LazyMessageLoaders } from './lazyMessages';
import type { Messages } from './messages';

/** Czech messages. Import only from the Czech app so the Slovak bundle never carries them. */
export const cs: Messages = catalog;

/** Loaders of the Czech lazy namespaces; each becomes a chunk of its own in the app's build. */
export const csLazyMessages: LazyMessageLoaders = {
  siteFooter: () => import('./catalogs/cs/siteFooter').then((module) => module.siteFooter),
  homePage: () => import('./catalogs/cs/homePage').then((module) => module.homePage),
  contentPages: () => import('./catalogs/cs/contentPages').then((module) => module.contentPages),
  infoFrame: () => import('./catalogs/cs/infoFrame').then((module) => module.infoFrame),
  infoHub: () => import('./catalogs/cs/infoHub').then((module) => module.infoHub),
  infoCookies: () => import('./catalogs/cs/infoCookies').then((module) => module.infoCookies),
  infoPersonalData: () => import('./catalogs/cs/infoPersonalData').then((module) => module.infoPersonalData),
  infoHeureka: () => import('./catalogs/cs/infoHeureka').then((module) => module.infoHeureka),
  infoRemarketing: () => import('./catalogs/cs/infoRemarketing').then((module) => module.infoRemarketing),
  infoAccessibility: () =>
    import('./catalogs/cs/infoAccessibility').then((module) => module.infoAccessibility),
  orderPages: () => import('./catalogs/cs/orderPages').then((module) => module.orderPages),
  offers: () => import('./catalogs/cs/offers').then((module) => module.offers),
  outcomePages: () => import('./catalogs/cs/outcomePages').then((module) => module.outcomePages),
  contactForm: () => import('./catalogs/cs/contactForm').then((module) => module.contactForm),
  validation: () => import('./catalogs/cs/validation').then((module) => module.validation),
  orderForm: () => import('./catalogs/cs/orderForm').then((module) => module.orderForm),
  mails: () => import('./catalogs/cs/mails').then((module) => module.mails),
};
