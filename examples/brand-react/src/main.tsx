import '@shop/ui/styles.css';
import '@shop/consent/react.css';
import './brand.css';
import { StrictMode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { CookieConsent } from './CookieConsent';
import { store } from './consentStore';
import './tracking';

// `?lang=pl` shows the bar in Polish, a language the package does not ship; English otherwise.
const language = new URLSearchParams(location.search).get('lang') === 'pl' ? 'pl' : 'en';
document.documentElement.lang = language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* react-aria's own hidden labels (the dialog's dismiss button) follow this locale, not the browser's. */}
    <I18nProvider locale={language === 'pl' ? 'pl-PL' : 'en-US'}>
      <main>
        <h1>{language === 'pl' ? 'Sklep marki' : 'A brand shop'}</h1>
      </main>
      <CookieConsent store={store} language={language} />
    </I18nProvider>
  </StrictMode>,
);
