import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { Image } from '@shop/ui';
import { useWebsite } from '../SiteContext';
import './HomeHero.css';
import { TRACKED_SECTIONS } from '../tracking/trackedSections';

const PRODUCT_IMAGE = '/images/nordlys-product.webp';

/** The home page's opening: headline, subline and the product picture (the page's LCP image). */
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
      <Image
        className="site-HomeHero-image"
        src={PRODUCT_IMAGE}
        alt={interpolate(text.heroImageAlt, { productName })}
        width={480}
        height={480}
        sizes="90vw sm:480px"
        priority
      />
    </section>
  );
}
