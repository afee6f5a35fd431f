import { interpolate } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { useWebsite } from '../SiteContext';

/** SPEC §8: the block shown in place of content that could not be loaded. */
export function InfoLoadError() {
  const { messages } = useI18n();
  const website = useWebsite();
  const text = messages.errors.conditions;
  return (
    <div className="site-Info-error" role="alert">
      <h3>{text.heading}</h3>
      <p>{interpolate(text.text, { email: website.contact.email })}</p>
    </div>
  );
}
