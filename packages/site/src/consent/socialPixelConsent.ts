import type { SocialPixelConsent } from '@shop/consent';

/**
 * The consent store's social pixel hook for a page whose pixel the tracking loaders bring: it
 * tells `fbq` whatever marketing consent becomes. While the pixel script is still loading, `fbq`
 * is the loader's queue, so a revoke waits there behind the grant the loader queued and the
 * pixel reads both, in order, when it arrives. Without `fbq` the pixel was never started on this
 * page and there is nothing to tell.
 */
export function socialPixelConsent(win: Record<string, unknown>): SocialPixelConsent {
  return (command, action) => {
    const fbq = win.fbq;
    if (typeof fbq === 'function') fbq(command, action);
  };
}
