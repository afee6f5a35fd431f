import {
  CONSENT_OPEN_EVENT,
  type ConsentStore,
  documentCookieJar,
  shouldShowDialog,
  writeConsentDefaults,
} from '@shop/consent';
import { ConsentBar, ConsentProvider } from '@shop/consent/react';
import { useI18n } from '@shop/i18n/react';
import { safeStorage } from '@shop/tracking';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useWebsite } from '../SiteContext';
import { catalogBarTexts } from './catalogBarTexts';
import { takeConsentSettingsRequest } from './consentEvent';
import { consentStoreAtom } from './consentStoreAtom';
import { createSiteConsentStore, startSiteConsent, textVersion } from './siteConsent';
import { socialPixelConsent } from './socialPixelConsent';

const ConsentDialog = lazy(() =>
  import('./SiteConsentDialog').then((module) => ({ default: module.SiteConsentDialog })),
);

function pageNonce(doc: Document): string | undefined {
  return doc.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') || undefined;
}

const isConsentDefault = (entry: unknown) =>
  typeof entry === 'object' &&
  entry !== null &&
  (entry as ArrayLike<unknown>)[0] === 'consent' &&
  (entry as ArrayLike<unknown>)[1] === 'default';

/**
 * The browser's store. Every document's head pushes Consent Mode's defaults first (see `renderPage`);
 * they are written here only into a document that came without them: pushed again by a store made
 * after an earlier one's update, a default could read as taking that update back.
 */
function createBrowserStore(texts: unknown): ConsentStore {
  const scope = window as Window & { dataLayer?: unknown[] };
  scope.dataLayer ??= [];
  if (!scope.dataLayer.some(isConsentDefault)) writeConsentDefaults(scope.dataLayer);
  return createSiteConsentStore({
    storage: safeStorage(() => window.localStorage),
    cookies: documentCookieJar(document),
    events: window,
    dataLayer: scope.dataLayer,
    fbq: socialPixelConsent(window as unknown as Record<string, unknown>),
    gpc: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
    nonce: pageNonce(document),
    textVersion: textVersion(texts),
  });
}

/** Renders as on a first visit: the server cannot know the visitor's choice. */
function createServerStore(): ConsentStore {
  return createSiteConsentStore({
    storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    cookies: documentCookieJar({ cookie: '' }),
    events: new EventTarget(),
    gpc: false,
    textVersion: '',
  });
}

/**
 * The consent bar with its store, and the detailed dialog loaded when first asked for (the bar's
 * Detailed settings or the footer's cookie settings button).
 */
export function SiteConsentBar() {
  const { messages } = useI18n();
  const website = useWebsite();
  const setConsentStore = useSetAtom(consentStoreAtom);
  const [store] = useState(() =>
    typeof window === 'undefined' ? createServerStore() : createBrowserStore(messages.cookies),
  );
  const barTexts = useMemo(() => catalogBarTexts(messages), [messages]);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [detailsWanted, setDetailsWanted] = useState(false);

  const openDetails = useCallback(() => {
    takeConsentSettingsRequest(window);
    setDetailsWanted(true);
    setDetailsOpen(true);
  }, []);

  useEffect(() => {
    const stop = startSiteConsent(store, {
      fetch: window.fetch.bind(window),
      storage: safeStorage(() => window.localStorage),
      events: window,
    });
    setConsentStore(store);
    window.addEventListener(CONSENT_OPEN_EVENT, openDetails);
    // Asked before this code listened (the footer's cookie settings tapped early): open now, without
    // announcing the request a second time.
    if (takeConsentSettingsRequest(window)) {
      store.open();
      openDetails();
    }
    return () => {
      window.removeEventListener(CONSENT_OPEN_EVENT, openDetails);
      setConsentStore(null);
      stop();
    };
  }, [store, setConsentStore, openDetails]);

  const onDetailsOpenChange = (open: boolean) => {
    setDetailsOpen(open);
    // Closed without saving: the bar stays only while the stored choice does not answer for every script.
    const { providers, record, gpc } = store.getSnapshot();
    if (!open && !shouldShowDialog(providers, record, gpc)) store.close();
  };

  return (
    <ConsentProvider store={store} texts={barTexts}>
      <ConsentBar onOpenDetails={openDetails} />
      {detailsWanted ? (
        <Suspense fallback={null}>
          <ConsentDialog
            isOpen={detailsOpen}
            onOpenChange={onDetailsOpenChange}
            contactEmail={website.contact.email}
          />
        </Suspense>
      ) : null}
    </ConsentProvider>
  );
}
