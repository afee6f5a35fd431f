import { useI18n } from '@shop/i18n/react';
import { useId } from 'react';

/** The reviews popup content: what each review label means and which reviews are published. */
export function ReviewsExplained() {
  const { messages } = useI18n();
  const text = messages.shell.reviewsPopup;
  const baseId = useId();
  const sections = [
    { key: 'verified', title: text.verifiedCustomerTitle, body: text.verifiedCustomer },
    { key: 'partner', title: text.partnerTitle, body: text.partner },
    { key: 'unverified', title: text.unverifiedCustomerTitle, body: text.unverifiedCustomer },
    { key: 'conditions', title: text.conditionsTitle, body: text.conditions },
  ];
  return (
    <div className="site-ReviewsExplained">
      <p>{text.intro}</p>
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`${baseId}-${section.key}`}>
          <h3 id={`${baseId}-${section.key}`}>{section.title}</h3>
          <p>{section.body}</p>
        </section>
      ))}
    </div>
  );
}
