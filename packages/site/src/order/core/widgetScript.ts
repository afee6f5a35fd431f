import type { Timers } from '@shop/tracking';
import { injectScript } from '@shop/tracking/loaders';
import { readCspNonce } from '../../tracking/consentTools';

/**
 * Inserts a carrier widget's script with the page's CSP nonce; settles when it has run, or
 * rejects with SPEC §8's messages when it fails or has not loaded within SPEC §9's 15 s.
 */
export function injectWidgetScript(win: Window, src: string, timers: Timers = win): Promise<void> {
  return injectScript(win.document, {
    name: new URL(src).hostname,
    src,
    nonce: readCspNonce(win.document),
    timers,
  });
}
