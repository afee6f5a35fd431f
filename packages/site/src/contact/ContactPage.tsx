import type { ContactMessageInput } from '@shop/contracts';
import { useLazyMessages } from '@shop/i18n/react';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SiteRouterContext } from '../SiteContext';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { sendContactMessage } from './sendContactMessage';

/** `/kontakt`: the page's heading and the contact form. */
export function ContactPage({ send }: Pick<ContactFormProps, 'send'>) {
  const text = useLazyMessages('contactForm');
  return (
    <div className="site-Contact">
      <h1 className="site-Contact-title">{text.title}</h1>
      <ContactForm send={send} />
    </div>
  );
}

/** The route's component: the page wired to the site's API. */
export function ContactRoute() {
  const { api } = useRouter().options.context as SiteRouterContext;
  const send = useCallback((payload: ContactMessageInput) => sendContactMessage(api, payload), [api]);
  return <ContactPage send={send} />;
}
