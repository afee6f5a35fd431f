import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useWebsite } from '../SiteContext';
import { type PackId, packImage } from './core/packImage';
import type { PhoneLine } from './core/phoneLine';
import { OfferHeaderSlot } from './OfferHeaderSlot';
import { PackPicture } from './PackPicture';
import { PageContacts } from './PageContacts';
import { useOfferConfig } from './useOfferConfig';
import './Order.css';
import { TRACKED_SECTIONS } from '../tracking/trackedSections';

export interface LandingText {
  heading: string;
  intro: string;
  points: readonly string[];
  cta: string;
}

export interface LandingPageProps {
  text: LandingText;
  /** The order page the call to action leads to. */
  orderPath: string;
  /** The offer the order page sells, shown in the offer header. */
  offer: string;
  /** The pack the page advertises, shown in its hero: `OFFER_PACKS` of the order page's offer. */
  pack: PackId;
  phone: PhoneLine;
}

/** A campaign's landing page: a hero with the offer, its points and the way to its order page. */
export function LandingPage({ text, orderPath, offer, pack, phone }: LandingPageProps) {
  const homeText = useLazyMessages('homePage');
  const config = useOfferConfig({ path: orderPath, offer, text: 'order', phone });
  const { productName } = useWebsite();
  const titleId = useId();
  const fill = (message: string) => interpolate(message, { productName });
  return (
    <div className="site-OrderLanding">
      <section
        className="site-OrderLanding-hero"
        aria-labelledby={titleId}
        data-track-section={TRACKED_SECTIONS.hero}
      >
        <div className="site-OrderLanding-copy">
          <h1 id={titleId} className="site-OrderPage-title">
            {fill(text.heading)}
          </h1>
          <p className="site-OrderPage-intro">{fill(text.intro)}</p>
          <ul className="site-OrderLanding-points">
            {text.points.map((point) => (
              <li key={point}>{fill(point)}</li>
            ))}
          </ul>
          <OfferHeaderSlot offer={offer} config={config} />
          <Link to={orderPath} className={linkClassName('red-cta', 'site-OrderLanding-cta')}>
            {fill(text.cta)}
          </Link>
        </div>
        <PackPicture
          className="site-OrderLanding-image"
          image={packImage(pack)}
          alt={interpolate(homeText.packImageAlt[pack], { productName })}
          size={480}
          sizes="90vw sm:480px"
          priority
        />
      </section>
      <PageContacts phone={phone} />
    </div>
  );
}
