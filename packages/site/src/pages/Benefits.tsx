import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { useWebsite } from '../SiteContext';
import { BenefitIcon } from './BenefitIcon';
import './Benefits.css';
import { TRACKED_SECTIONS } from '../tracking/trackedSections';

/** What the product does for the shopper, in four short points. */
export function Benefits() {
  const text = useLazyMessages('homePage');
  const { productName } = useWebsite();
  return (
    <section
      className="site-Benefits"
      aria-labelledby="home-benefits-title"
      data-track-section={TRACKED_SECTIONS.benefits}
    >
      <h2 id="home-benefits-title" className="site-Benefits-title">
        {interpolate(text.benefitsTitle, { productName })}
      </h2>
      <ul className="site-Benefits-list">
        {text.benefits.map((benefit, index) => (
          <li key={benefit.title} className="site-Benefits-item">
            <BenefitIcon index={index} />
            <h3 className="site-Benefits-itemTitle">{benefit.title}</h3>
            <p className="site-Benefits-text">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
