import type { ToolLoader } from '../types';

/** The brand's own remarketing tag, served by its remarketing host with the site's id. */
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
