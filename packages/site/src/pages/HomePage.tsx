import { HomeOrderSection } from '../order/HomeOrderSection';
import { Benefits } from './Benefits';
import { HomeHero } from './HomeHero';

/**
 * The home page content inside the default-experiment layout: the opening, the benefits and
 * the order form; the layout adds the pre-footer and footer below it.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <Benefits />
      <HomeOrderSection />
    </>
  );
}
