import { CONSENT_OPEN_EVENT } from '@shop/contracts/browser';
import { describe, expect, it } from 'vitest';
import { requestConsentSettings, takeConsentSettingsRequest } from './consentEvent';

describe('consent settings requests', () => {
  it('keeps a request nobody heard until the consent UI takes it, once', () => {
    const target = new EventTarget();
    requestConsentSettings(target);
    expect(takeConsentSettingsRequest(target)).toBe(true);
    expect(takeConsentSettingsRequest(target)).toBe(false);
  });

  it('is taken by the listener that handles it', () => {
    const target = new EventTarget();
    const handled: boolean[] = [];
    target.addEventListener(CONSENT_OPEN_EVENT, () => handled.push(takeConsentSettingsRequest(target)));
    requestConsentSettings(target);
    expect(handled).toEqual([true]);
    expect(takeConsentSettingsRequest(target)).toBe(false);
  });

  it('keeps requests of different windows apart', () => {
    const first = new EventTarget();
    requestConsentSettings(first);
    expect(takeConsentSettingsRequest(new EventTarget())).toBe(false);
    expect(takeConsentSettingsRequest(first)).toBe(true);
  });
});
