import type { contactForm } from './catalogs/cs/contactForm';
import type { contentPages } from './catalogs/cs/contentPages';
import type { homePage } from './catalogs/cs/homePage';
import type { infoAccessibility } from './catalogs/cs/infoAccessibility';
import type { infoCookies } from './catalogs/cs/infoCookies';
import type { infoFrame } from './catalogs/cs/infoFrame';
import type { infoHeureka } from './catalogs/cs/infoHeureka';
import type { infoHub } from './catalogs/cs/infoHub';
import type { infoPersonalData } from './catalogs/cs/infoPersonalData';
import type { infoRemarketing } from './catalogs/cs/infoRemarketing';
import type { mails } from './catalogs/cs/mails';
import type { offers } from './catalogs/cs/offers';
import type { orderForm } from './catalogs/cs/orderForm';
import type { orderPages } from './catalogs/cs/orderPages';
import type { outcomePages } from './catalogs/cs/outcomePages';
import type { siteFooter } from './catalogs/cs/siteFooter';
import type { validation } from './catalogs/cs/validation';

/**
 * Namespaces only some pages show, kept out of every page's first script. They are not part of
 * `Messages`; a page that needs one loads it with its own code (`LazyMessageStore.load`), and the
 * app's loaders import only its own language. The Czech catalog defines their shape.
 */
export interface LazyMessages {
  /** The pre-footer and the footer, loaded with their code when they are about to be used. */
  siteFooter: typeof siteFooter;
  /** The home page and the landing pages built like it (hero, benefits, order section). */
  homePage: typeof homePage;
  /** The blog, the reviews and the conditions pages. */
  contentPages: typeof contentPages;
  /** What every info page shows: the section's navigation, the contact note, the settings button. */
  infoFrame: typeof infoFrame;
  /** The info hub, the way into the other info pages. Each info page has its own namespace. */
  infoHub: typeof infoHub;
  /** The cookie policy page. */
  infoCookies: typeof infoCookies;
  /** The personal data protection page. */
  infoPersonalData: typeof infoPersonalData;
  /** The page on the consent to the review questionnaire. */
  infoHeureka: typeof infoHeureka;
  /** The page on turning remarketing off. */
  infoRemarketing: typeof infoRemarketing;
  /** The accessibility statement. */
  infoAccessibility: typeof infoAccessibility;
  /** The order, offer and landing pages. */
  orderPages: typeof orderPages;
  /** What an offer is (the offer header) and which other offers there are: order pages, home, outcomes. */
  offers: typeof offers;
  /** The thank-you, rejected and payment pages. */
  outcomePages: typeof outcomePages;
  /** The contact page and its form. */
  contactForm: typeof contactForm;
  /** The order form (`@shop/order-form`), loaded with the form's code. */
  orderForm: typeof orderForm;
  /** Field messages of the order and contact forms, loaded with either form's code. */
  validation: typeof validation;
  /** The e-mails the API sends, to shoppers and to the shop. */
  mails: typeof mails;
}

export type LazyNamespace = keyof LazyMessages;

/** How an app loads each lazy namespace of its language (see `skLazyMessages` / `csLazyMessages`). */
export type LazyMessageLoaders = { [N in LazyNamespace]: () => Promise<LazyMessages[N]> };

export interface LazyMessageStore {
  /** Loads a namespace once; later calls share the same promise. */
  load<N extends LazyNamespace>(namespace: N): Promise<LazyMessages[N]>;
  /** The namespace if it has loaded, for rendering without suspending. */
  peek<N extends LazyNamespace>(namespace: N): LazyMessages[N] | undefined;
}

export function createLazyMessageStore(loaders: LazyMessageLoaders): LazyMessageStore {
  const loading = new Map<LazyNamespace, Promise<unknown>>();
  const loaded = new Map<LazyNamespace, unknown>();
  return {
    load(namespace) {
      let promise = loading.get(namespace);
      if (!promise) {
        const pending: Promise<unknown> = loaders[namespace]().then((messages) => {
          loaded.set(namespace, messages);
          // React's `use()` reads a settled promise's value synchronously from these fields.
          Object.assign(pending, { status: 'fulfilled', value: messages });
          return messages;
        });
        promise = pending;
        // A failed load may be retried by the next caller.
        promise.catch(() => loading.delete(namespace));
        loading.set(namespace, promise);
      }
      return promise as Promise<LazyMessages[typeof namespace]>;
    },
    peek(namespace) {
      return loaded.get(namespace) as LazyMessages[typeof namespace] | undefined;
    },
  };
}
