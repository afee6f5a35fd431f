import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { Link } from '@shop/ui';
import { useId } from 'react';
import { conditionPath, REVIEW_CONDITIONS_NAME } from '../conditions/conditionPaths';
import { useWebsite } from '../SiteContext';

/**
 * The reviews popup content: what each review label means and which reviews are published, each
 * with a link to the review conditions, where the labels are explained in full.
 */
export function ReviewsExplained() {
  const text = useLazyMessages('siteFooter').reviewsPopup;
  const baseId = useId();
  const labelLink = (label: string) => interpolate(text.labelLink, { label });
  const sections = [
    {
      key: 'verified',
      title: text.verifiedCustomerTitle,
      body: text.verifiedCustomer,
      link: labelLink(text.verifiedCustomerTitle),
    },
    { key: 'partner', title: text.partnerTitle, body: text.partner, link: labelLink(text.partnerTitle) },
    {
      key: 'unverified',
      title: text.unverifiedCustomerTitle,
      body: text.unverifiedCustomer,
      link: labelLink(text.unverifiedCustomerTitle),
    },
    { key: 'conditions', title: text.conditionsTitle, body: text.conditions, link: text.conditionsLink },
  ];
  const conditions = conditionPath(useWebsite().paths.conditions, REVIEW_CONDITIONS_NAME);
  return (
    <div className="site-ReviewsExplained">
      <p>{text.intro}</p>
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`${baseId}-${section.key}`}>
          <h3 id={`${baseId}-${section.key}`}>{section.title}</h3>
          <p>{section.body}</p>
          <p>
            <Link href={conditions}>{section.link}</Link>
          </p>
        </section>
      ))}
    </div>
  );
}
