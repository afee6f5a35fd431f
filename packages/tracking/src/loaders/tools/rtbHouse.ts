import type { ToolLoader } from '../types';

/** RTB House's retargeting tag for the home page event. */
export const rtbHouseLoader: ToolLoader = {
  slug: 'rtb-house',
  category: 'marketing',
  configure: ({ rtbHouse }) =>
    rtbHouse
      ? {
          slug: 'rtb-house',
          name: 'rtb-house',
          src: `https://creativecdn.com/tags?type=script&id=${encodeURIComponent(`pr_${rtbHouse}_home`)}`,
        }
      : undefined,
};
