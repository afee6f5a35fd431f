import { createConsentStore, documentCookieJar, parseProviders, writeConsentDefaults } from '@shop/consent';

window.dataLayer = window.dataLayer || [];
writeConsentDefaults(window.dataLayer);
const cached = parseProviders(localStorage.getItem('cookieProviders') ?? '');

/** The page's one consent store; the React bar renders it, nothing else needs the DOM bar. */
export const store = createConsentStore({
  providers: cached.ok ? cached.providers : [],
  storage: localStorage,
  cookies: documentCookieJar(document),
  events: window,
  dataLayer: window.dataLayer,
  gpc: navigator.globalPrivacyControl === true,
});
store.start();

// The provider list: the cached copy serves this page at once, the fresh one the store and the next page.
fetch('/providers.json')
  .then((response) => response.text())
  .then((text) => {
    const fresh = parseProviders(text);
    if (!fresh.ok) return;
    localStorage.setItem('cookieProviders', text);
    store.setProviders(fresh.providers);
  });
