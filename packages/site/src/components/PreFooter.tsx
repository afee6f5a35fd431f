import type { Website } from '@shop/config';
import { interpolate, plural } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { Link } from '@shop/ui';
import { useId } from 'react';
import { useWebsite } from '../SiteContext';
import { experienceYears, formatCustomerCount } from './claims';
import './PreFooter.css';
import { TRACKED_SECTIONS } from '../tracking/trackedSections';

export type PhoneNumber = Website['phoneNumbers']['default'];

export interface PreFooterProps {
  /** The number in the call block; the site's default line unless a page has its own. */
  phone?: PhoneNumber;
  /** Fixes "now" for the years-of-experience claim (stories, tests). */
  now?: Date;
}

/** Three claims about the company and the "call us" block with a `tel:` link. */
export function PreFooter({ phone, now }: PreFooterProps) {
  const { locale } = useI18n();
  const { preFooter } = useLazyMessages('siteFooter');
  const website = useWebsite();
  const titleId = useId();
  const text = preFooter;
  const number = phone ?? website.phoneNumbers.default;
  const years = experienceYears(now);
  const claims = [
    {
      value: interpolate(text.customersValue, { count: formatCustomerCount(locale) }),
      label: text.customersLabel,
    },
    {
      value: interpolate(plural(locale, years, text.experienceValue), { count: years }),
      label: text.experienceLabel,
    },
    { value: text.originValue, label: text.originLabel },
  ];
  return (
    <section
      className="site-PreFooter"
      aria-labelledby={titleId}
      data-track-section={TRACKED_SECTIONS.preFooter}
    >
      <div className="site-PreFooter-inner">
        <h2 id={titleId} className="site-PreFooter-title">
          {text.title}
        </h2>
        <ul className="site-PreFooter-claims">
          {claims.map((claim) => (
            <li key={claim.label} className="site-PreFooter-claim">
              <strong className="site-PreFooter-value">{claim.value}</strong>{' '}
              <span className="site-PreFooter-label">{claim.label}</span>
            </li>
          ))}
        </ul>
        <div className="site-PreFooter-call">
          <p className="site-PreFooter-callTitle">{text.callTitle}</p>
          <Link href={`tel:${number.raw}`} className="site-PreFooter-phone">
            {number.readable}
          </Link>
          <p className="site-PreFooter-hours">{text.supportHours}</p>
        </div>
      </div>
    </section>
  );
}
