import { expect, it } from 'vitest';
import * as consent from './index';

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

it('names the events and the fourteen tracked slugs of the specification', () => {
  expect([consent.CONSENT_CHANGE_EVENT, consent.CONSENT_DELETE_EVENT, consent.CONSENT_OPEN_EVENT]).toEqual([
    'shop:consent-change',
    'shop:consent-delete',
    'shop:consent-open',
  ]);
  expect(consent.TRACKED_SCRIPT_SLUGS).toHaveLength(14);
  expect(new Set(consent.TRACKED_SCRIPT_SLUGS).size).toBe(14);
  expect(consent.COOKIE_CATEGORIES).toEqual(['technical', 'statistical', 'preference', 'marketing']);
});
