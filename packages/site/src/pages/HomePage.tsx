import { Benefits } from './Benefits';
import { HomeHero } from './HomeHero';

/**
 * The home page content inside the default-experiment layout. The order form joins as its own
 * section after the benefits; the layout adds the pre-footer and footer below it.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <Benefits />
    </>
  );
}
