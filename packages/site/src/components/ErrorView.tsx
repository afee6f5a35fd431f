import { interpolate } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useWebsite } from '../SiteContext';
import './ErrorView.css';

export type ErrorKind = 'not-found' | 'server-error';

export interface ErrorViewProps {
  kind: ErrorKind;
  /** The requested path, shown on the not-found view. */
  path: string;
}

/** The error page's content (SPEC §2, §8): title, explanation, home link and support contacts. */
export function ErrorView({ kind, path }: ErrorViewProps) {
  const { messages } = useI18n();
  const website = useWebsite();
  const text = messages.shell.errorPage;
  const phone = website.phoneNumbers.errorPage;
  const email = website.contact.email;
  const contactTitleId = useId();
  return (
    <div className="site-ErrorView" data-kind={kind}>
      <h1 className="site-ErrorView-title">
        {kind === 'not-found' ? text.notFoundTitle : text.serverErrorTitle}
      </h1>
      <p className="site-ErrorView-text">
        {kind === 'not-found' ? interpolate(text.notFoundText, { path }) : text.serverErrorText}
      </p>
      <Link to="/" className={linkClassName('red-cta', 'site-ErrorView-home')}>
        {text.homeLink}
      </Link>
      <section className="site-ErrorView-contacts" aria-labelledby={contactTitleId}>
        <h2 id={contactTitleId} className="site-ErrorView-contactTitle">
          {text.contactTitle}
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
      </section>
    </div>
  );
}
