import { interpolate } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import { useWebsite } from '../SiteContext';
import { SellerContacts } from './SellerContacts';
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
      <SellerContacts
        text={{ title: text.contactTitle, phoneLabel: text.phoneLabel, emailLabel: text.emailLabel }}
        phone={website.phoneNumbers.errorPage}
      />
    </div>
  );
}
