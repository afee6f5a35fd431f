import { useLazyMessages } from '@shop/i18n/react';
import { LANDING_PAGES, type LandingText, OFFER_PACKS } from './core/orderPageSpecs';
import { LandingPage } from './LandingPage';

function Landing({ text }: { text: LandingText }) {
  const orderText = useLazyMessages('orderPages');
  const spec = LANDING_PAGES.find((page) => page.text === text);
  if (!spec) throw new Error(`No landing page written with ${text}`);
  return (
    <LandingPage
      text={orderText[text]}
      orderPath={spec.orderPath}
      offer={spec.offer}
      pack={OFFER_PACKS[spec.offer]}
      phone={spec.phone}
    />
  );
}

export function SampleLandingRoute() {
  return <Landing text="sample" />;
}

export function FreeTrialLandingRoute() {
  return <Landing text="freeTrialLanding" />;
}

export function FreeMonthLandingRoute() {
  return <Landing text="freeMonthLanding" />;
}
