import { CONSENT_STORED_ATTRIBUTE, consentStoredInlineScript, publishBarSize } from '@shop/consent';
import { CONSENT_OPEN_EVENT } from '@shop/contracts/browser';
import { ScriptOnce } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DeferredRegion } from '../layouts/DeferredRegion';
import { createDeferredPart } from '../layouts/deferredPart';
import { EARLY_REGION_ATTRIBUTE } from '../layouts/earlyClicks';
// The server-rendered bar is painted before its code arrives, so its styles load with the page.
import '@shop/consent/bar.css';
import './CookieConsent.css';

/**
 * The bar's code (the consent store, react-aria's buttons and checkboxes) is not in the page's first
 * script. The server awaits it and renders the bar; in the browser it loads when the bar is about to
 * be used (see `CookieConsent`), and the bar hydrates when it arrives.
 */
const consentBar = createDeferredPart(() =>
  import('./SiteConsentBar').then((module) => module.SiteConsentBar),
);

const NO_PROPS = {};
const BAR_REGION = 'consent-bar';

/** A tap on these before the bar's code has run hides the bar at once; the code then stores the choice. */
const EARLY_CHOICES = '[data-consent-action="accept-all"],[data-consent-action="deny"]';

/**
 * True when the consent code has work to do before anyone touches the bar: a stored choice to apply
 * (the inline script marked `<html>`), or the browser's Global Privacy Control signal to answer.
 */
function consentWantedAtOnce(): boolean {
  return (
    document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE) ||
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** Loads the consent bar's code; rendering on the server awaits it first. */
export function preloadCookieConsent(): Promise<unknown> {
  return consentBar.preload();
}

/**
 * The cookie consent of SPEC §2 and §4, in the first HTML of every page. The inline script runs
 * before the bar is parsed and marks `<html>` for visitors who chose before, so the bar's stylesheet
 * hides the server-rendered bar from them from the first paint (the server cannot read storage).
 *
 * For them, and under Global Privacy Control, the bar's code loads with the page. On a first visit
 * it loads at the first sign of use: a pointer over or on the bar, focus or a key in it, a tap the
 * early-clicks script kept, or a request for the cookie settings from elsewhere on the page (the
 * footer's button). Nothing is stored or loaded before a choice anyway, and the kept tap is
 * replayed once the bar has hydrated, so a first visitor who never touches the bar does not pay for
 * its code.
 */
export function CookieConsent() {
  // The server-rendered bar covers the page's end until its code runs, which may be long after
  // hydration; its height is published from here so the page's end and focus stay clear of it.
  useEffect(() => {
    const region = document.querySelector(`[${EARLY_REGION_ATTRIBUTE}="${BAR_REGION}"]`);
    const bar = region?.firstElementChild;
    return bar instanceof HTMLElement ? publishBarSize(bar) : undefined;
  }, []);
  return (
    <>
      {/* Rendered on the server only (ScriptOnce renders nothing in the browser), so the client build drops the text. */}
      <ScriptOnce>{import.meta.env.SSR ? consentStoredInlineScript() : ''}</ScriptOnce>
      <DeferredRegion
        part={consentBar}
        name={BAR_REGION}
        props={NO_PROPS}
        hideOn={EARLY_CHOICES}
        loadOnUse={{ now: consentWantedAtOnce, windowEvents: [CONSENT_OPEN_EVENT] }}
      />
    </>
  );
}
