import type { Website } from '@shop/config';
import { linkClassName } from '@shop/ui';
import { useId } from 'react';
import { useWebsite } from '../SiteContext';
import './SellerContacts.css';

export interface SellerContactsText {
  title: string;
  phoneLabel: string;
  emailLabel: string;
  /** The office hours line under the contacts; left out when not given. */
  hours?: string;
}

export interface SellerContactsProps {
  /** The block's texts, from the namespace of the page that shows it. */
  text: SellerContactsText;
  /** The line answered for this page: the error page, trial and yearly packs each have their own. */
  phone: Website['phoneNumbers']['default'];
  /** The page's own look of the block, added to `site-SellerContacts`. */
  className?: string;
  /** The id the tracker reports the block's visibility under (`TRACKED_SECTIONS`), if any. */
  trackedAs?: string;
}

/** The seller's support contacts under a heading: a phone line, the e-mail and office hours. */
export function SellerContacts({ text, phone, className, trackedAs }: SellerContactsProps) {
  const email = useWebsite().contact.email;
  const titleId = useId();
  return (
    <section
      className={className ? `site-SellerContacts ${className}` : 'site-SellerContacts'}
      aria-labelledby={titleId}
      data-track-section={trackedAs}
    >
      <h2 id={titleId} className="site-SellerContacts-title">
        {text.title}
      </h2>
      <p>
        {text.phoneLabel}:{' '}
        <a href={`tel:${phone.raw}`} className={linkClassName()}>
          {phone.readable}
        </a>
      </p>
      <p>
        {text.emailLabel}:{' '}
        <a href={`mailto:${email}`} className={linkClassName()}>
          {email}
        </a>
      </p>
      {text.hours ? <p className="site-SellerContacts-hours">{text.hours}</p> : null}
    </section>
  );
}
