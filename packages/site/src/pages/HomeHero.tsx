import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { HOME_ORDER, OFFER_PACKS } from '../order/core/orderPageSpecs';
import { packImage } from '../order/core/packImage';
import { PackPicture } from '../order/PackPicture';
import { useWebsite } from '../SiteContext';
import './HomeHero.css';
import { TRACKED_SECTIONS } from '../tracking/trackedSections';

/** The home page sells the free trial, so its hero shows that pack. */
const HOME_PACK = OFFER_PACKS[HOME_ORDER.offer];

/** The home page's opening: headline, subline and the picture of the pack it sells (the page's LCP image). */
export function HomeHero() {
  const text = useLazyMessages('homePage');
  const { productName } = useWebsite();
  return (
    <section
      className="site-HomeHero"
      aria-labelledby="home-hero-title"
      data-track-section={TRACKED_SECTIONS.hero}
    >
      <div className="site-HomeHero-copy">
        <h1 id="home-hero-title" className="site-HomeHero-title">
          {text.heroTitle}
        </h1>
        <p className="site-HomeHero-subline">{text.heroSubline}</p>
      </div>
      <PackPicture
        className="site-HomeHero-image"
        image={packImage(HOME_PACK)}
        alt={interpolate(text.packImageAlt[HOME_PACK], { productName })}
        size={480}
        sizes="90vw sm:480px"
        priority
      />
    </section>
  );
}
