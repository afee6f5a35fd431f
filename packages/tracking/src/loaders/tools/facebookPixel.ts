import type { Command } from '../commandQueue';
import type { ToolGlobals, ToolLoader } from '../types';

interface PixelStub extends Command {
  queue: unknown[][];
  callMethod?: Command;
  loaded: boolean;
  version: string;
  push: Command;
}

/** `window.fbq` as the pixel snippet defines it: calls queue until fbevents.js takes over. */
function ensureFbq(win: ToolGlobals): Command {
  if (typeof win.fbq === 'function') return win.fbq as Command;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as PixelStub;
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  win.fbq = fbq;
  win._fbq ??= fbq;
  return fbq;
}

/** The social pixel; the consent package also tells it `grant` / `revoke` as marketing consent changes. */
export const facebookPixelLoader: ToolLoader = {
  slug: 'facebook-pixel',
  category: 'marketing',
  configure: ({ fbPixel }) =>
    fbPixel
      ? {
          slug: 'facebook-pixel',
          name: 'facebook-pixel',
          src: 'https://connect.facebook.net/en_US/fbevents.js',
          prepare: ({ window }) => {
            const fbq = ensureFbq(window);
            fbq('consent', 'grant');
            fbq('init', fbPixel);
            fbq('track', 'PageView');
          },
          start: ({ window }) => ensureFbq(window)('consent', 'grant'),
          stop: ({ window }) => ensureFbq(window)('consent', 'revoke'),
        }
      : undefined,
};
