import type { ToolLoader } from '../types';

/** eHUB's affiliate click tool; the campaign id tells it which campaign a click belongs to. */
export const ehubLoader: ToolLoader = {
  slug: 'ehub',
  category: 'marketing',
  configure: ({ affiliateCampaign }) =>
    affiliateCampaign
      ? {
          slug: 'ehub',
          name: 'ehub',
          src: `https://ehub.cz/system/scripts/click.js.php?campaignId=${encodeURIComponent(affiliateCampaign)}`,
        }
      : undefined,
};
