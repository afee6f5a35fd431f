import { useLazyMessages } from '@shop/i18n/react';
import { SellerContacts } from '../components/SellerContacts';
import { usePreFooterShown } from '../layouts/preFooterShown';
import { useWebsite } from '../SiteContext';
import { TRACKED_SECTIONS } from '../tracking/trackedSections';
import { type PhoneLine, phoneOf } from './core/phoneLine';

export interface PageContactsProps {
  /** The line answered for this page's topic: trial packs and yearly packs have their own. */
  phone: PhoneLine;
}

/**
 * The page's support contacts: its own phone line, the e-mail and the office hours. Left out where
 * the layout's pre-footer shows its call block with the same line, so a page says "call us" once.
 */
export function PageContacts({ phone }: PageContactsProps) {
  const orderText = useLazyMessages('orderPages');
  const website = useWebsite();
  if (usePreFooterShown()) return null;
  return (
    <SellerContacts
      text={orderText.contacts}
      phone={phoneOf(website, phone)}
      className="site-OrderContacts"
      trackedAs={TRACKED_SECTIONS.contacts}
    />
  );
}
