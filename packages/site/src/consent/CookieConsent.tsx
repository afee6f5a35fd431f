import { consentStoredInlineScript } from '@shop/consent';
import { ScriptOnce } from '@tanstack/react-router';
import { createDeferredPart } from '../core/deferredPart';
import { DeferredRegion } from '../react/DeferredRegion';
// The server-rendered bar is painted before its code arrives, so its styles load with the page.
import '@shop/consent/bar.css';
import './CookieConsent.css';

/**
 * The bar's code (the consent store, react-aria's buttons and checkboxes) is not in the page's first
 * script: it loads right after, and the bar hydrates when it arrives. The server awaits it first.
 */
const consentBar = createDeferredPart(() =>
  import('./SiteConsentBar').then((module) => module.SiteConsentBar),
);

/** A tap on these before the bar's code has run hides the bar at once; the code then stores the choice. */
const EARLY_CHOICES = '[data-consent-action="accept-all"],[data-consent-action="deny"]';

/** Loads the consent bar's code; rendering on the server awaits it first. */
export function preloadCookieConsent(): Promise<unknown> {
  return consentBar.preload();
}

/**
 * The cookie consent of SPEC §2 and §4, in the first HTML of every page. The inline script runs
 * before the bar is parsed and marks `<html>` for visitors who chose before, so the bar's stylesheet
 * hides the server-rendered bar from them from the first paint (the server cannot read storage).
 */
export function CookieConsent() {
  return (
    <>
      {/* Rendered on the server only (ScriptOnce renders nothing in the browser), so the client build drops the text. */}
      <ScriptOnce>{import.meta.env.SSR ? consentStoredInlineScript() : ''}</ScriptOnce>
      <DeferredRegion part={consentBar} props={{}} hideOn={EARLY_CHOICES} />
    </>
  );
}
