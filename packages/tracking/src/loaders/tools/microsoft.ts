import type { ToolGlobals, ToolLoader } from '../types';

interface UetQueue {
  push(...items: unknown[]): unknown;
}

type UetConstructor = new (options: { ti: string; q: unknown; enableAutoSpaTracking: boolean }) => UetQueue;

function uetq(win: ToolGlobals): UetQueue {
  win.uetq ??= [];
  return win.uetq as UetQueue;
}

/** Microsoft Advertising's UET tag (the ad-conversion tool). */
export const microsoftLoader: ToolLoader = {
  slug: 'microsoft',
  category: 'marketing',
  configure: ({ microsoftUet }) =>
    microsoftUet
      ? {
          slug: 'microsoft',
          name: 'microsoft',
          src: 'https://bat.bing.com/bat.js',
          prepare: ({ window }) => {
            uetq(window).push('consent', 'default', { ad_storage: 'denied' });
          },
          start: ({ window }) => {
            const Uet = window.UET as UetConstructor | undefined;
            if (typeof Uet === 'function' && Array.isArray(window.uetq)) {
              window.uetq = new Uet({ ti: microsoftUet, q: window.uetq, enableAutoSpaTracking: true });
            }
            uetq(window).push('consent', 'update', { ad_storage: 'granted' });
            uetq(window).push('pageLoad');
          },
          stop: ({ window }) => {
            uetq(window).push('consent', 'update', { ad_storage: 'denied' });
          },
        }
      : undefined,
};
