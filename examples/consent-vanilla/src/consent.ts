import { createConsentStore, documentCookieJar, parseProviders, writeConsentDefaults } from '@shop/consent';
import { loadAnalytics, stopAnalytics } from './analytics';
import { renderBar } from './bar';

// The consent package README's example, as written there.
window.dataLayer = window.dataLayer || [];
writeConsentDefaults(window.dataLayer); // before any tag; or inline consentDefaultsInlineScript() in <head>
const cached = parseProviders(localStorage.getItem('cookieProviders') ?? '');
const store = createConsentStore({
  providers: cached.ok ? cached.providers : [],
  storage: localStorage,
  cookies: documentCookieJar(document),
  events: window,
  dataLayer: window.dataLayer,
  gpc: navigator.globalPrivacyControl === true,
  tools: { ga: { activate: () => loadAnalytics(), deactivate: () => stopAnalytics() } },
});
store.subscribe(() => renderBar(store.getSnapshot())); // { dialogOpen, newScripts, gpc, signals, ... }
store.start();

export { store };
