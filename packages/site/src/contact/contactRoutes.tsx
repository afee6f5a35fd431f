import type { Website } from '@shop/config';
import { interpolate, type LazyMessageStore } from '@shop/i18n';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { createHeads, PageMeta } from '../routes/routeHead';
import { withTexts } from '../routes/withTexts';
import { CONTACT_PATH } from './contactPath';
// The page is prerendered: its layout styles ship with the first stylesheet so the HTML paints
// styled before the form's script chunk arrives.
import '../contact/Contact.css';

export interface ContactRouteOptions {
  website: Website;
  /** The page's texts are a lazy namespace: they load with its code, not with every page. */
  lazyMessages: LazyMessageStore;
  /** The subpage layout route the page sits in. */
  parent: AnyRoute;
  heads: ReturnType<typeof createHeads>;
}

/** `/kontakt` (subpage layout): the contact form. Its loader needs no API, so it is prerendered. */
export function createContactRoute({ website, lazyMessages, parent, heads }: ContactRouteOptions) {
  const loadText = () => lazyMessages.load('contactForm');
  // The form's field messages come with the page's own texts.
  const loadPageTexts = () => Promise.all([loadText(), lazyMessages.load('validation')]);
  return createRoute({
    getParentRoute: () => parent,
    path: CONTACT_PATH,
    loader: (): Promise<{ meta: PageMeta }> =>
      loadText().then((text) => ({
        meta: {
          title: text.pageTitle,
          description: interpolate(text.pageDescription, { productName: website.productName }),
        },
      })),
    head: heads.fromMeta(CONTACT_PATH),
    component: lazyRouteComponent(
      withTexts(() => import('../contact/ContactPage'), loadPageTexts),
      'ContactRoute',
    ),
    staticData: { page: 'contact/ContactPage.tsx', texts: ['contactForm', 'validation'] },
  });
}
