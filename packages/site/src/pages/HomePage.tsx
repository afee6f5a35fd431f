import { HomeOrderSection } from '../order/HomeOrderSection';
import { OtherOffers } from '../order/OtherOffers';
import { Benefits } from './Benefits';
import { HomeHero } from './HomeHero';

/**
 * The home page content inside the default-experiment layout: the opening, the benefits, the
 * free trial's order form and the packs anyone can buy; the layout adds the pre-footer and footer.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <Benefits />
      <HomeOrderSection />
      <div className="site-HomeOffers">
        <OtherOffers />
      </div>
    </>
  );
}
