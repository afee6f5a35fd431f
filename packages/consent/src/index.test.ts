import { expect, it } from 'vitest';
import * as consent from './index';
import { memoryCookieJar, memoryStorage } from './test/fakes';

it('exposes exactly the public surface', () => {
  expect(Object.keys(consent).sort()).toEqual([
    'CONSENT_BAR_SIZE_PROPERTY',
    'CONSENT_CHANGE_EVENT',
    'CONSENT_DELETE_EVENT',
    'CONSENT_OPEN_EVENT',
    'CONSENT_STORAGE_KEY',
    'CONSENT_STORED_ATTRIBUTE',
    'CONSENT_WAIT_FOR_UPDATE_MS',
    'COOKIE_CATEGORIES',
    'TRACKED_SCRIPT_SLUGS',
    'buildProofOfConsent',
    'categoryCheckbox',
    'consentDefaultsInlineScript',
    'consentModeState',
    'consentRecordSchema',
    'consentSignals',
    'consentStoredInlineScript',
    'cookieProviderSchema',
    'cookieProvidersSchema',
    'cookieSchema',
    'createConsentStore',
    'documentCookieJar',
    'findNewScripts',
    'initialSelection',
    'isSelected',
    'mergeTexts',
    'parseProviders',
    'providerCheckbox',
    'providersHash',
    'publishBarSize',
    'readConsentRecord',
    'reloadTools',
    'scriptCheckbox',
    'scriptSchema',
    'scriptSignals',
    'shouldShowDialog',
    'toggleCategory',
    'toggleProvider',
    'toggleScript',
    'writeConsentDefaults',
    'writeConsentUpdate',
  ]);
});

it('talks to the page by the events other code listens for, by name', () => {
  // A page's own scripts know the events by their names only, so the names are what is checked here.
  const events = new EventTarget();
  const heard: string[] = [];
  for (const type of ['shop:consent-change', 'shop:consent-delete']) {
    events.addEventListener(type, () => heard.push(type));
  }
  const store = consent.createConsentStore({
    storage: memoryStorage(),
    cookies: memoryCookieJar({}),
    events,
    textVersion: 'v1',
  });
  store.start();
  events.dispatchEvent(new Event('shop:consent-open'));
  expect(store.getSnapshot().dialogOpen).toBe(true);
  store.acceptAll();
  store.deny();
  expect(heard).toEqual(['shop:consent-change', 'shop:consent-delete']);
});
