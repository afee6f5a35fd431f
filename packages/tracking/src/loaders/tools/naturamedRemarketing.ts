import type { ToolLoader } from '../types';

/** The Nordlys shops' remarketing tag (`remarketing.naturamed.cz`) with the site's id; for those shops only. */
export const naturamedRemarketingLoader: ToolLoader = {
  slug: 'naturamed-remarketing',
  category: 'marketing',
  configure: ({ brandRemarketing }) =>
    brandRemarketing
      ? {
          slug: 'naturamed-remarketing',
          name: 'naturamed-remarketing',
          src: `https://remarketing.naturamed.cz/tag.js?id=${encodeURIComponent(brandRemarketing)}`,
        }
      : undefined,
};
