import { consentStoredInlineScript } from '@shop/consent';
import { ScriptOnce } from '@tanstack/react-router';
import { Suspense } from 'react';
import { createDeferredPart } from '../core/deferredPart';
import { RenderDeferred } from '../react/RenderDeferred';
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
      <Suspense fallback={null}>
        <RenderDeferred part={consentBar} props={{}} />
      </Suspense>
    </>
  );
}
