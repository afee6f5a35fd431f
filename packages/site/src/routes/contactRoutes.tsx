import type { Website } from '@shop/config';
import { interpolate, type Messages } from '@shop/i18n';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { CONTACT_PATH } from '../contact/contactPath';
import type { HeadContext, HeadParts, PageHeadContent } from './routeHead';
// The page is prerendered: its layout styles ship with the first stylesheet so the HTML paints
// styled before the form's script chunk arrives.
import '../contact/Contact.css';

export interface ContactRouteOptions {
  website: Website;
  messages: Messages;
  /** The subpage layout route the page sits in. */
  parent: AnyRoute;
  /** `heads.page` of the route tree. */
  pageHead: (content: PageHeadContent) => (context: HeadContext) => HeadParts;
}

/** `/kontakt` (subpage layout): the contact form. It has no loader, so it is prerendered. */
export function createContactRoute({ website, messages, parent, pageHead }: ContactRouteOptions) {
  return createRoute({
    getParentRoute: () => parent,
    path: CONTACT_PATH,
    head: pageHead({
      path: CONTACT_PATH,
      title: messages.contactForm.pageTitle,
      description: interpolate(messages.contactForm.pageDescription, { productName: website.productName }),
    }),
    component: lazyRouteComponent(() => import('../contact/ContactPage'), 'ContactRoute'),
  });
}
