import { useLazyMessages } from '@shop/i18n/react';
import { DeferredRegion } from '../layouts/DeferredRegion';
import { createDeferredPart } from '../layouts/deferredPart';

/**
 * The button's code (react-aria's press and focus handling) is not in the page's chunk: the server
 * awaits it and renders the button, and in a page hydrating from that HTML it loads at the first
 * sign of use (a pointer over the button, focus, a key, a kept tap). A tap made before it arrives is
 * kept by the early-clicks script and replayed once the button has hydrated.
 */
const settingsAction = createDeferredPart(() =>
  import('./ConsentSettingsAction').then((module) => module.ConsentSettingsAction),
);

/** Loads the button's code; rendering on the server awaits it first. */
export function preloadConsentSettingsButton(): Promise<unknown> {
  return settingsAction.preload();
}

const ON_USE = {};

/** The info pages' "open the cookie settings" button, live from its first paint. */
export function ConsentSettingsButton() {
  const text = useLazyMessages('infoFrame');
  return (
    <DeferredRegion
      part={settingsAction}
      name="consent-settings"
      props={{ label: text.consentButton }}
      loadOnUse={ON_USE}
    />
  );
}
