import { Suspense } from 'react';
import { HomeOrderSection } from '../order/HomeOrderSection';
import { OtherOffers } from '../order/OtherOffers';
import { Benefits } from './Benefits';
import { HomeHero } from './HomeHero';

/**
 * The home page content inside the default-experiment layout: the opening, the benefits, the
 * free trial's order form and the packs anyone can buy; the layout adds the pre-footer and footer.
 * The other offers' texts load when they are rendered, far below the first screen.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <Benefits />
      <HomeOrderSection />
      <div className="site-HomeOffers">
        <Suspense fallback={null}>
          <OtherOffers />
        </Suspense>
      </div>
    </>
  );
}
