import { useI18n } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { useId } from 'react';
import { useWebsite } from '../SiteContext';
import { type PhoneLine, phoneOf } from './core/phoneLine';

export interface PageContactsProps {
  /** The line answered for this page's topic: trial packs and yearly packs have their own. */
  phone: PhoneLine;
}

/** The page's support contacts: its own phone line, the e-mail and the office hours. */
export function PageContacts({ phone }: PageContactsProps) {
  const { messages } = useI18n();
  const website = useWebsite();
  const titleId = useId();
  const text = messages.orderPages.contacts;
  const number = phoneOf(website, phone);
  const email = website.contact.email;
  return (
    <section className="site-OrderContacts" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-OrderContacts-title">
        {text.title}
      </h2>
      <p>
        {text.phoneLabel}:{' '}
        <a href={`tel:${number.raw}`} className={linkClassName()}>
          {number.readable}
        </a>
      </p>
      <p>
        {text.emailLabel}:{' '}
        <a href={`mailto:${email}`} className={linkClassName()}>
          {email}
        </a>
      </p>
      <p className="site-OrderContacts-hours">{text.hours}</p>
    </section>
  );
}
