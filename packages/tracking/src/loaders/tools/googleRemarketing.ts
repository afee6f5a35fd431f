import { ensureGtag } from '../commandQueue';
import type { ToolLoader } from '../types';

/** Google Ads remarketing (the `AW-` tag) through gtag.js. */
export const googleRemarketingLoader: ToolLoader = {
  slug: 'google-remarketing',
  category: 'marketing',
  configure: ({ adwords }) =>
    adwords
      ? {
          slug: 'google-remarketing',
          name: 'google-remarketing',
          src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(adwords)}`,
          prepare: ({ window }) => {
            const gtag = ensureGtag(window);
            gtag('js', new Date());
            gtag('config', adwords);
          },
          start: ({ window }) => ensureGtag(window)('set', 'allow_ad_personalization_signals', true),
          stop: ({ window }) => ensureGtag(window)('set', 'allow_ad_personalization_signals', false),
        }
      : undefined,
};
