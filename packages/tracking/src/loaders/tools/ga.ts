import { ensureGtag } from '../commandQueue';
import type { ToolLoader } from '../types';

/** Web analytics (GA4) through gtag.js; Consent Mode defaults come from the consent package. */
export const gaLoader: ToolLoader = {
  slug: 'ga',
  category: 'statistical',
  configure: ({ ga4 }) =>
    ga4
      ? {
          slug: 'ga',
          name: 'ga',
          src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga4)}`,
          prepare: ({ window }) => {
            const gtag = ensureGtag(window);
            gtag('js', new Date());
            gtag('config', ga4);
          },
          start: ({ window }) => {
            window[`ga-disable-${ga4}`] = false;
          },
          stop: ({ window }) => {
            window[`ga-disable-${ga4}`] = true;
          },
        }
      : undefined,
};
