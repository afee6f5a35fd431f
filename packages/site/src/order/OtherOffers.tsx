import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useWebsite } from '../SiteContext';
import { ORDER_PATH, yearlyPaths } from './core/orderPaths';
import './OtherOffers.css';

export type OtherOffer = 'single' | 'yearly';

export interface OtherOffersProps {
  /** The offers to point to; both by default. */
  offers?: readonly OtherOffer[];
}

/**
 * The packs anyone can buy, whatever was refused or tried before: the one-month pack and the
 * yearly pack, each a link to its order page. Refused orders and the home page end here, so no
 * page leaves a shopper without a way to order.
 */
export function OtherOffers({ offers = ['single', 'yearly'] }: OtherOffersProps) {
  const text = useLazyMessages('offers').other;
  const website = useWebsite();
  const titleId = useId();
  const fill = (message: string) => interpolate(message, { productName: website.productName });
  const targets: Record<OtherOffer, { to: string; name: string; description: string }> = {
    single: { to: ORDER_PATH, name: text.single, description: fill(text.singleText) },
    yearly: {
      to: yearlyPaths(website)[0] ?? ORDER_PATH,
      name: text.yearly,
      description: fill(text.yearlyText),
    },
  };
  return (
    <section className="site-OtherOffers" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-OtherOffers-title">
        {text.title}
      </h2>
      <ul className="site-OtherOffers-list">
        {offers.map((offer) => (
          <li key={offer} className="site-OtherOffers-item">
            <Link to={targets[offer].to} className="site-OtherOffers-link">
              {targets[offer].name}
            </Link>
            <p className="site-OtherOffers-text">{targets[offer].description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
